import EPUBModel
import Markdown

extension MarkdownDialect {
    /// What cmark-gfm's parser reads for this dialect.
    var syntax: MarkdownRenderer.Syntax {
        var syntax: MarkdownRenderer.Syntax = []
        let switches: [(Extension, MarkdownRenderer.Syntax)] = [
            (.pipeTables, .tables), (.strikeout, .strikethrough), (.autolinkBareURIs, .autolinks),
            (.taskLists, .taskLists), (.footnotes, .footnotes), (.superscript, .superscript),
            (.subscript, .subscript), (.mark, .mark), (.smart, .smartPunctuation), (.inlineNotes, .inlineNotes),
            (.fencedDivs, .fencedDivs), (.definitionLists, .definitionLists), (.simpleTables, .simpleTables),
            (.tableCaptions, .tableCaptions), (.gridTables, .gridTables),
            (.multilineTables, .multilineTables), (.citations, .citations),
            (.lineBlocks, .lineBlocks),
            (.fancyLists, .fancyLists), (.exampleLists, .exampleLists), (.startnum, .startNumbers),
            (.rawAttribute, .rawAttribute), (.bracketedSpans, .bracketedSpans), (.linkAttributes, .linkAttributes),
            (.inlineCodeAttributes, .inlineCodeAttributes), (.implicitFigures, .figureCaptions),
            (.hardLineBreaks, .hardLineBreaks), (.eastAsianLineBreaks, .eastAsianLineBreaks),
        ]
        for (name, part) in switches where extensions.contains(name) { syntax.insert(part) }
        if base == .markdown { syntax.formUnion([.lenientEmphasis, .quotesOpenAfterBrackets, .bulletsOfAnyMark]) }
        // pandoc's Markdown writes its ordered lists as pandoc does (`type="1"`); another dialect asking for fancy or
        // example lists gets them so too.
        if base == .markdown || !syntax.isDisjoint(with: [.fancyLists, .exampleLists]) {
            syntax.insert(.pandocOrderedLists)
            // GitHub's and CommonMark's lists start at their first number, as they always did.
            if base != .markdown { syntax.insert(.startNumbers) }
        }
        return syntax
    }

    /// Whether `$…$` and `$$…$$` are formulas (pandoc's `tex_math_dollars`; GitHub reads them too).
    var readsDollarMath: Bool { extensions.contains(.texMathDollars) }

    /// Where this dialect finds the book's formulas (`math`, the book's delimiters): no dollars without
    /// `tex_math_dollars`, `\(…\)`, `\[…\]` with `tex_math_single_backslash`, and `\\(…\\)`, `\\[…\\]` with
    /// `tex_math_double_backslash`.
    /// With `raw_tex`, raw TeX is found (and left out) by the same scan, so a book that reads no formulas still
    /// gets delimiters: none that make a formula.
    func mathDelimiters(_ math: MathDelimiters?) -> MathDelimiters? {
        let rawTeX = extensions.contains(.rawTeX)
        guard var delimiters = readsDollarMath ? math : math?.withoutDollars else {
            return rawTeX ? MathDelimiters(dollars: false).withRawTeX : nil
        }
        // The dialect's extension, or the book's tool (mdbook-katex's `\(…\)` delimiters).
        delimiters.singleBackslashes = delimiters.singleBackslashes || extensions.contains(.texMathSingleBackslash)
        delimiters.doubleBackslashes = extensions.contains(.texMathDoubleBackslash)
        delimiters.rawTeX = rawTeX
        delimiters.dollarsAcrossLines = base == .markdown
        return delimiters
    }
}

extension MathDelimiters {
    /// These delimiters without the dollar ones: for a dialect that reads `$` as a dollar.
    var withoutDollars: MathDelimiters {
        var delimiters = self
        delimiters.dollars = false
        delimiters.looseDollars = false
        return delimiters
    }

    fileprivate var withRawTeX: MathDelimiters {
        var delimiters = self
        delimiters.rawTeX = true
        return delimiters
    }
}
