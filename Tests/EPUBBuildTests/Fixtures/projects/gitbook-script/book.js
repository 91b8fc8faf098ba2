// The book's configuration (GitBook reads it as book.json)
var pkg = require('./package.json');

module.exports = {
  title: 'Scripted Book', // the title
  author: "Jane Roe",
  language: 'de',
  /* plugins, as book.json lists them */
  plugins: ['-sharing', 'include-codeblock@3.2.2',],
  variables: {
    version: pkg.version,
    site: 'https://example.org/it\'s',
    count: 3,
  },
};
