// MathJax 3, configured before it loads.
window.MathJax = {
  tex: {
    tags: 'ams',
    inlineMath: [['$', '$'], ['\\(', '\\)']],
    macros: {
      RR: '{\\mathbb{R}}',
      norm: ['\\lVert #1 \\rVert', 1]
    }
  },
  options: { skipHtmlTags: ['script', 'noscript', 'style', 'textarea', 'pre'] }
};
