// cucumber-js run profile, read by `baccarat conform` (src/conformance/run.ts, from the package's
// folder) and by `npm run cucumber`. The steps are the compiled ones (dist/steps, built by
// `npm run build`): cucumber imports plain JavaScript, with no TypeScript loader.
const common = {
  paths: ['specs/features/**/*.feature'],
  import: ['dist/steps/**/*.js'],
  tags: 'not @wip',
  strict: true,
};

export default {
  ...common,
  format: ['progress', 'html:reports/cucumber.html'],
};
