module.exports = require('@trippy/config/prettier.config.cjs');
