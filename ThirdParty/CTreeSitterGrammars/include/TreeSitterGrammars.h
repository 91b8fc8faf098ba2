// Written by scripts/vendor-tree-sitter.py. Each function returns a grammar the runtime reads.
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_bash(void);
const TSLanguage *tree_sitter_c(void);
const TSLanguage *tree_sitter_css(void);
const TSLanguage *tree_sitter_go(void);
const TSLanguage *tree_sitter_html(void);
const TSLanguage *tree_sitter_javascript(void);
const TSLanguage *tree_sitter_json(void);
const TSLanguage *tree_sitter_python(void);
const TSLanguage *tree_sitter_rust(void);
const TSLanguage *tree_sitter_sql(void);
const TSLanguage *tree_sitter_swift(void);
const TSLanguage *tree_sitter_toml(void);
const TSLanguage *tree_sitter_yaml(void);
