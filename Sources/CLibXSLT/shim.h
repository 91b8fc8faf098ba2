#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its headers clash with the ICU copy inside Foundation. Nothing here uses the ICU parts. */
#undef LIBXML_ICU_ENABLED
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/transform.h>
#include <libxslt/xsltutils.h>
#include <libxslt/security.h>
#include <libexslt/exslt.h>
