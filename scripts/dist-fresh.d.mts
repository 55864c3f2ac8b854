/** Whether dist/ is newer than everything it is built from (scripts/dist-fresh.mjs). */
export function distIsFresh(): boolean;
