/// The `node` program `MathConversion` runs: it reads the book's macros and
/// formulas as JSON on stdin and writes each formula's MathML, or KaTeX's
/// message, as JSON on stdout.
///
/// Most TeX in Markdown is written for MathJax, which mdBook and most sites
/// use, so the formulas are read as MathJax reads a page: a macro defined in
/// one formula (`\newcommand`, `\def`) holds in every later one, in reading
/// order; `\newcommand` and `\renewcommand` define or redefine alike
/// (KaTeX's own refuse a name it knows, such as `\R`, which authors
/// commonly define); what MathJax reads and KaTeX 0.16 lacks
/// (`\DeclareMathOperator`, `\mbox`, plain TeX's `\pmatrix`, `eqnarray`…)
/// is defined, or given as the nearest KaTeX has; `\ce` and `\pu` come
/// from KaTeX's mhchem extension when it is installed; and `\label`,
/// `\eqref` and `\ref` refer to a formula by its `\tag`.
enum KaTeXScript {
    static let source = """
        const katex = require('katex');
        // mhchem (\\ce, \\pu), which MathJax loads when a formula uses it; Debian's katex package has it.
        try { require('katex/contrib/mhchem'); } catch (error) {}
        // \\newcommand as MathJax has it: defines, or redefines, a macro (KaTeX's newcommand, less its check).
        function define(context) {
          const name = context.consumeArg().tokens;
          if (name.length !== 1) throw new katex.ParseError("\\\\newcommand's first argument must be a macro name");
          let body = context.consumeArg().tokens;
          let numArgs = 0;
          if (body.length === 1 && body[0].text === '[') {
            let count = '';
            for (let token = context.expandNextToken(); token.text !== ']' && token.text !== 'EOF'; token = context.expandNextToken()) count += token.text;
            if (!/^\\s*[0-9]+\\s*$/.test(count)) throw new katex.ParseError('Invalid number of arguments: ' + count);
            numArgs = parseInt(count);
            body = context.consumeArg().tokens;
          }
          context.macros.set(name[0].text, { tokens: body, numArgs });
          return '';
        }
        // MathJax's equation references, as mdBook's MathJax numbers equations: by \\tag alone.
        // \\label{key} names its formula's \\tag; \\eqref{key} is "(tag)", \\ref{key} "tag", wherever the formula is.
        const labelPattern = /\\\\label\\s*\\{([^{}]*)\\}/g;
        const tagPattern = /\\\\tag\\*?\\s*\\{([^{}]*)\\}/g;
        function labelsOf(formulas) {
          const tags = new Map();
          for (const [tex] of formulas) {
            const found = [...tex.matchAll(tagPattern)];
            for (const [, key] of tex.matchAll(labelPattern)) {
              if (!tags.has(key.trim())) tags.set(key.trim(), found.length === 1 ? found[0][1] : null);
            }
          }
          return tags;
        }
        function keyOf(context) {
          return context.consumeArg().tokens.reverse().map(token => token.text).join('').trim();
        }
        function reference(tags, parenthesized) {
          return context => {
            const key = keyOf(context);
            const tag = tags.get(key);
            if (tag === undefined) throw new katex.ParseError('no formula has \\\\label{' + key + '}');
            if (tag === null) throw new katex.ParseError('the formula with \\\\label{' + key + '} has no number: give it one \\\\tag{…}');
            return '\\\\text{' + (parenthesized ? '(' + tag + ')' : tag) + '}';
          };
        }
        // The environments MathJax has and KaTeX 0.16 lacks or loses, as the nearest KaTeX has.
        function katexEnvironments(tex) {
          return tex
            // KaTeX's MathML loses a \\tag inside an equation environment; the environment's body alone keeps it.
            .replace(/^\\s*\\\\begin\\{equation\\*?\\}([\\s\\S]*)\\\\end\\{equation\\*?\\}\\s*$/, '$1')
            // eqnarray's three columns, right, centre and left, each in display style.
            .replace(/\\\\begin\\{eqnarray\\*?\\}/g, '\\\\begin{darray}{rcl}').replace(/\\\\end\\{eqnarray\\*?\\}/g, '\\\\end{darray}')
            // multline's lines, centred rather than stepped from left to right.
            .replace(/\\\\(begin|end)\\{multline(\\*?)\\}/g, '\\\\$1{gather$2}');
        }
        let input = '';
        process.stdin.setEncoding('utf8');
        process.stdin.on('data', chunk => { input += chunk; });
        process.stdin.on('end', () => {
          const book = JSON.parse(input);
          const tags = labelsOf(book.formulas);
          const labelled = new Set();
          // One object for the whole book: with globalGroup, what a formula defines stays for the next.
          const macros = Object.assign({
            '\\\\newcommand': define,
            '\\\\renewcommand': define,
            '\\\\DeclareMathOperator': context => {
              const star = context.future().text === '*';
              if (star) context.popToken();
              return star ? '\\\\epubbuild@operator@star' : '\\\\epubbuild@operator';
            },
            '\\\\epubbuild@operator': '\\\\newcommand{#1}{\\\\operatorname{#2}}',
            '\\\\epubbuild@operator@star': '\\\\newcommand{#1}{\\\\operatorname*{#2}}',
            '\\\\mbox': '\\\\hbox{#1}',
            '\\\\emph': '\\\\textit{#1}',
            '\\\\overparen': '\\\\overgroup{#1}',
            '\\\\underparen': '\\\\undergroup{#1}',
            // Plain TeX's matrices, rows ended by \\cr, which MathJax reads.
            '\\\\matrix': '\\\\begin{matrix}#1\\\\end{matrix}',
            '\\\\pmatrix': '\\\\begin{pmatrix}#1\\\\end{pmatrix}',
            '\\\\smallmatrix': '\\\\begin{smallmatrix}#1\\\\end{smallmatrix}',
            '\\\\cases': '\\\\begin{cases}#1\\\\end{cases}',
            '\\\\label': context => {
              const key = keyOf(context);
              if (labelled.has(key)) throw new katex.ParseError('\\\\label{' + key + '} is already the label of an earlier formula');
              labelled.add(key);
              return '';
            },
            '\\\\eqref': reference(tags, true),
            '\\\\ref': reference(tags, false),
            // MathJax loads extensions with \\require{cancel}; KaTeX has those it has built in.
            '\\\\require': context => { context.consumeArg(); return ''; },
          }, book.macros);
          const results = book.formulas.map(([tex, display]) => {
            tex = katexEnvironments(tex);
            try {
              const html = katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true, strict: 'ignore', macros, globalGroup: true });
              return { mathml: html.slice(html.indexOf('<math'), html.lastIndexOf('</math>') + 7) };
            } catch (error) {
              return { error: String(error && error.message || error) };
            }
          });
          process.stdout.write(JSON.stringify(results));
        });
        """
}
