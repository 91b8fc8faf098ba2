#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its headers clash with the ICU copy inside Foundation. Nothing here uses the ICU parts. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/uri.h>
