import EPUBSupport
import XMLTree

/// Diagrams written as code: ```` ```mermaid ````, ```` ```svgbob ```` (or
/// `bob`), ```` ```dot ```` (or `graphviz`), ```` ```plantuml ```` (or
/// `puml`), ```` ```sequence ````, ```` ```flow ```` and charts' JSON, which a site's preprocessor or script draws. A
/// Graphviz graph is
/// drawn with Graphviz's `dot` when it is installed (`GraphvizDrawing`); a
/// PlantUML diagram by `plantuml` when it is installed (`PlantUMLDrawing`),
/// all of a book's in one run, so here it only gets a placeholder and waits
/// in `plantUML`. The others have no renderer that runs offline without a
/// browser, so their source is kept as a figure that says what it is, and
/// each kind is counted, so the reader never meets unexplained diagram code.
enum Diagrams {
    /// A fence's language → the diagram language's name.
    static let languages = [
        "mermaid": "Mermaid", "svgbob": "Svgbob", "bob": "Svgbob", "dot": "Graphviz", "graphviz": "Graphviz",
        "plantuml": "PlantUML", "puml": "PlantUML",
        // Typora's, HackMD's and GitBook plugins' js-sequence-diagrams, flowchart.js and chart blocks.
        "sequence": "Sequence", "flowchart": "Flowchart", "flow": "Flowchart", "chart": "Chart", "echarts": "ECharts",
    ]

    static func apply(
        to body: XMLNode, source: SourceText, shown: String, unrendered: inout [UnrenderedSyntax],
        plantUML: inout [PlantUMLDrawing.Diagram]
    ) {
        for code in body.descendants where code.name == "code" {
            guard let pre = code.parent, pre.name == "pre",
                let info = CodeInfo(classAttribute: code.attribute("class")),
                let name = languages[info.language.lowercased()],
                // ```flow is also Flow's typed JavaScript; flowchart.js's source links its nodes with `->` after
                // naming them with `=>`.
                info.language.lowercased() != "flow" || ByteSearch.contains("=>", in: code.textContent)
            else { continue }
            let line = source.location(shown: shown, line: max(pre.line, 1), column: 1)
            if name == "Graphviz", GraphvizDrawing.draw(code.textContent, replacing: pre) { continue }
            if name == "PlantUML", PlantUMLDrawing.plantuml != nil {
                plantUML.append(
                    PlantUMLDrawing.Diagram(
                        source: code.textContent, language: info.language.lowercased(), location: line))
                pre.setAttribute(PlantUMLDrawing.placeholderAttribute, String(plantUML.count))
                continue
            }
            keepSource(of: pre, language: info.language.lowercased(), name: name)
            let why =
                switch name {
                case "Graphviz": "Graphviz's dot is not installed (or could not draw it)"
                case "PlantUML": "PlantUML is not installed (Debian's plantuml package)"
                default: "epubbuild has no \(name) renderer that runs offline"
                }
            unrendered.count(
                UnrenderedSyntax(
                    code: .diagramNotRendered, kind: "\(name) diagram", plural: "\(name) diagrams",
                    outcome: "not drawn: \(why); the source is shown as a figure", first: line))
        }
    }

    /// `<figure class="diagram-source mermaid"><pre>…</pre><figcaption>Mermaid diagram source (not
    /// drawn)</figcaption></figure>`.
    static func keepSource(of pre: XMLNode, language: String, name: String) {
        guard let parent = pre.parent else { return }
        let figure: XMLNode
        if parent.name == "figure" {
            figure = parent
        } else {
            figure = parent.insertElement("figure", before: pre)
            pre.move(intoEndOf: figure)
        }
        figure.setAttribute(
            "class",
            ((figure.attribute("class").map { [$0] } ?? []) + ["diagram-source", language]).joined(separator: " "))
        if !figure.elementChildren.contains(where: { $0.name == "figcaption" }) {
            // The build's own words, in English whatever the book's language: marked so, for a reading system's voice
            // and the accessibility audit (a Chinese book had been told its first line held Latin script).
            let caption = figure.appendElement("figcaption", text: "\(name) diagram source (not drawn)")
            caption.setAttribute("lang", "en")
            LanguageAttribute.set("xml:lang", "en", on: caption)
        }
    }
}
