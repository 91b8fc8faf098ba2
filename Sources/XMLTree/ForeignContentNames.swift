/// HTML parsers lower-case every name; SVG and MathML are case-sensitive
/// XML vocabularies. These are the HTML Living Standard's tables for putting
/// the case back (§13.2.6.5 "adjust SVG attributes", "adjust MathML
/// attributes", "adjust foreign attributes", and the SVG tag names in "The
/// rules for parsing tokens in foreign content").
enum ForeignContentNames {
    static let svgElements: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform", "clipPath",
            "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
            "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG",
            "feFuncR",
            "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight",
            "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "foreignObject", "glyphRef",
            "linearGradient",
            "radialGradient", "textPath",
        ].map { ($0.lowercased(), $0) })

    static let svgAttributes: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits",
            "diffuseConstant", "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits",
            "kernelMatrix",
            "kernelUnitLength", "keyPoints", "keySplines", "keyTimes", "lengthAdjust", "limitingConeAngle",
            "markerHeight",
            "markerUnits", "markerWidth", "maskContentUnits", "maskUnits", "numOctaves", "pathLength",
            "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX", "pointsAtY", "pointsAtZ",
            "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY", "repeatCount", "repeatDur",
            "requiredExtensions", "requiredFeatures", "specularConstant", "specularExponent", "spreadMethod",
            "startOffset", "stdDeviation", "stitchTiles", "surfaceScale", "systemLanguage", "tableValues", "targetX",
            "targetY", "textLength", "viewBox", "viewTarget", "xChannelSelector", "yChannelSelector", "zoomAndPan",
        ].map { ($0.lowercased(), $0) })

    static let mathMLAttributes: [String: String] = ["definitionurl": "definitionURL"]

    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// "Adjust foreign attributes": prefixed names that belong to a namespace.
    static let namespacedAttributes: [String: (prefix: String, localName: String, namespace: String)] = [
        "xlink:actuate": ("xlink", "actuate", xlinkNamespace), "xlink:arcrole": ("xlink", "arcrole", xlinkNamespace),
        "xlink:href": ("xlink", "href", xlinkNamespace), "xlink:role": ("xlink", "role", xlinkNamespace),
        "xlink:show": ("xlink", "show", xlinkNamespace), "xlink:title": ("xlink", "title", xlinkNamespace),
        "xlink:type": ("xlink", "type", xlinkNamespace), "xml:lang": ("xml", "lang", xmlNamespace),
        "xml:space": ("xml", "space", xmlNamespace), "xml:base": ("xml", "base", xmlNamespace),
    ]

    /// Prefixes drawing programs give their private attributes in SVG
    /// (Inkscape, Sodipodi, Illustrator, Affinity, Sketch): editor state no
    /// renderer reads, left out of inline SVG without a word.
    static let svgEditorPrefixes: Set<Substring> = ["inkscape", "sodipodi", "i", "x", "graph", "serif", "sketch", "a"]

    /// HTML start tags that end foreign content in an HTML parser (HTML §13.2.6.5, "any other start tag" list).
    static let htmlBreakout: Set<String> = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2",
        "h3",
        "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p", "pre", "ruby",
        "s",
        "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
    ]
}
