// cucumber-js run profiles. Steps are TypeScript, loaded through tsx (NODE_OPTIONS=--import tsx,
// set by the npm scripts and by `baccarat conform`).
const common = {
  paths: ['specs/features/**/*.feature'],
  import: ['src/steps/**/*.ts'],
  tags: 'not @wip',
  strict: true,
};

export default {
  ...common,
  format: ['progress', 'html:reports/cucumber.html'],
};
