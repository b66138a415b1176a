module.exports = { singleQuote: true, printWidth: 110, trailingComma: 'all' };
