/** ts-api-utils's CommonJS build, for the same reason as ./typescript.cts: it requires the TypeScript already loaded. */
import utils = require("ts-api-utils");
export = utils;
