// PCRE2 for 8-bit code units: the regular expressions of tree-sitter queries' #match? predicates.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
