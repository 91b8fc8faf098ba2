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
/// (`\DeclareMathOperator`, `\mbox`, plain TeX's `\pmatrix`, `eqnarray`,
/// `\bbox`, `\unicode`, `\eqalign`, `\root…\of`, `flalign`, a
/// `\newcommand` whose first argument is optional…) is defined, or given as
/// the nearest KaTeX has; `\href` and `\url` link to http, https and
/// mailto addresses, and a command KaTeX does not trust is an error, not
/// red text; `\ce` and `\pu` come from KaTeX's mhchem extension when it is
/// installed; formulas are numbered, and `\label`, `\eqref` and `\ref`
/// refer to a formula, or a row of `align` or `gather`, by its number, as
/// the book's MathJax configuration has it (`KaTeXNumbering`); and the
/// number of such a row, which KaTeX 0.16's MathML loses, is handed back
/// beside the formula's MathML.
enum KaTeXScript {
    /// The program `node` runs: the numbering of equations (`KaTeXNumbering`), then the conversion.
    static let program = KaTeXNumbering.source + source

    static let source = """
        const katex = require('katex');
        // mhchem (\\ce, \\pu), which MathJax loads when a formula uses it; Debian's katex package has it.
        try { require('katex/contrib/mhchem'); } catch (error) {}
        // \\newcommand as MathJax has it: defines, or redefines, a macro (KaTeX's newcommand, less its check), whose
        // first argument may be optional, with a default: \\newcommand{\\pd}[2][]{…}.
        function define(context) {
          const name = context.consumeArg().tokens;
          if (name.length !== 1) throw new katex.ParseError("\\\\newcommand's first argument must be a macro name");
          let body = context.consumeArg().tokens;
          let numArgs = 0;
          if (body.length === 1 && body[0].text === '[') {
            const count = bracketed(context).map(token => token.text).join('');
            if (!/^\\s*[0-9]+\\s*$/.test(count)) throw new katex.ParseError('Invalid number of arguments: ' + count);
            numArgs = parseInt(count);
            body = context.consumeArg().tokens;
            if (numArgs > 0 && body.length === 1 && body[0].text === '[') {
              const fallback = bracketed(context).reverse();
              const definition = context.consumeArg().tokens;
              // The optional argument, or its default, as #1; the expander then reads the others as #1, #2….
              context.macros.set(name[0].text, expander => {
                const first = expander.future().text === '[' ? (expander.popToken(), bracketed(expander).reverse()) : fallback;
                return { tokens: substituted(definition, first), numArgs: numArgs - 1 };
              });
              return '';
            }
          }
          context.macros.set(name[0].text, { tokens: body, numArgs });
          return '';
        }
        // The tokens up to the next ']', in reading order (the '[' already read).
        function bracketed(context) {
          const tokens = [];
          for (let token = context.popToken(); token.text !== ']'; token = context.popToken()) {
            if (token.text === 'EOF') throw new katex.ParseError("a '[' without its ']'");
            tokens.push(token);
          }
          return tokens;
        }
        // A macro body (its tokens last first, as KaTeX keeps them) with #1 replaced by `first` and #2… renumbered #1….
        function substituted(body, first) {
          const tokens = [];
          for (let at = body.length - 1; at >= 0; at--) {
            const token = body[at];
            if (token.text === '#' && at > 0 && /^[1-9]$/.test(body[at - 1].text)) {
              const number = +body[at - 1].text;
              at--;
              if (number === 1) { tokens.push(...[...first].reverse()); continue; }
              tokens.push(token, Object.assign(Object.create(Object.getPrototypeOf(token)), body[at], { text: String(number - 1) }));
              continue;
            }
            tokens.push(token);
          }
          return tokens.reverse();
        }
        // MathJax's \\style{css}{…}, \\class{name}{…} and \\cssId{id}{…}: HTML's hooks, which mean nothing in MathML.
        function hook(context) {
          context.consumeArg();
          return '{#1}';
        }
        // MathJax's \\bbox[colour,padding,border]{…}: a coloured background, or a frame, as KaTeX draws them.
        function bbox(context) {
          const options = context.future().text === '[' ? (context.popToken(), bracketed(context).map(token => token.text).join('').split(',')) : [];
          const colour = options.map(option => option.trim()).find(option => /^[a-zA-Z]+$|^#[0-9a-fA-F]{3,6}$/.test(option));
          if (colour) return '\\\\colorbox{' + colour.replace('#', '##') + '}{$#1$}';
          return options.some(option => /border/.test(option)) ? '\\\\boxed{#1}' : '{#1}';
        }
        // MathJax reads the argument of \\text, \\mbox and their kin as text, `_`, `^`, `&`, `#` and `%` included
        // (\\text{clock_divider}, where mdBook has made `\\_` a `_`); KaTeX refuses them there. A formula KaTeX
        // refuses is read again with them escaped in such arguments (a `$…$` inside one is math, and kept).
        function mathJaxText(tex) {
          const opener = /\\\\(?:text(?:rm|it|bf|sf|tt|up|normal)?|mbox|hbox)\\s*\\{/g;
          let out = '', last = 0, match;
          while ((match = opener.exec(tex))) {
            let at = match.index + match[0].length, depth = 1, math = false;
            out += tex.slice(last, at);
            for (; at < tex.length; at++) {
              const character = tex[at];
              if (character === '\\\\') { out += tex.slice(at, at + 2); at++; continue; }
              if (character === '$') math = !math;
              else if (!math && character === '{') depth++;
              else if (!math && character === '}' && --depth === 0) break;
              else if (!math && '_^&#%'.includes(character)) { out += character === '^' ? '\\\\textasciicircum{}' : '\\\\' + character; continue; }
              out += character;
            }
            last = at;
            opener.lastIndex = at;
          }
          return out + tex.slice(last);
        }
        // \\label{key} names its formula's number, or its row's in align or gather (KaTeXNumbering).
        const labelPattern = /\\\\label\\s*\\{([^{}]*)\\}/g;
        const tagPattern = /\\\\tag\\*?\\s*\\{([^{}]*)\\}/g;
        // KaTeX 0.16's MathML loses the \\tag of a row of align, alignat, flalign or gather (its HTML keeps them).
        // So each row's \\tag is taken out before KaTeX reads the formula, and given back as that row's number,
        // which MathMLRepair puts in the row's number cell.
        const rowEnvironment = /^\\s*\\\\begin\\s*\\{((?:align|alignat|flalign|gather)\\*?)\\}/;
        // For a formula that is one of those environments: each row's \\tag (null for a row without one, or with
        // two, which KaTeX reports), and each \\label with the row it is in.
        function rowsOf(tex) {
          const begin = rowEnvironment.exec(tex);
          if (!begin) return null;
          const tags = [[]], labels = [], notags = [false], filled = [false];
          const command = /\\\\(?:[a-zA-Z@]+\\*?|[^])/y;
          let braces = 0, environments = 0;
          for (let at = begin[0].length; at < tex.length;) {
            const character = tex[at];
            if (character !== '\\\\') {
              if (!/[\\s&{}]/.test(character)) filled[filled.length - 1] = true;
              if (character === '{') braces++;
              else if (character === '}') braces--;
              at++;
              continue;
            }
            command.lastIndex = at;
            const name = command.exec(tex)[0];
            if (name === '\\\\begin') {
              environments++;
            } else if (name === '\\\\end') {
              if (environments === 0) break;
              environments--;
            } else if (braces === 0 && environments === 0) {
              if (name === '\\\\\\\\' || name === '\\\\cr') {
                tags.push([]);
                notags.push(false);
                filled.push(false);
              } else if (name === '\\\\notag' || name === '\\\\nonumber') {
                notags[notags.length - 1] = true;
              } else if (name === '\\\\tag' || name === '\\\\tag*' || name === '\\\\label') {
                const argument = argumentAt(tex, at + name.length);
                if (argument) {
                  const found = { row: tags.length - 1, start: at, end: argument.end, text: argument.text, star: name === '\\\\tag*' };
                  (name === '\\\\label' ? labels : tags[tags.length - 1]).push(found);
                  at = argument.end;
                  continue;
                }
              }
            }
            if (!['\\\\tag', '\\\\tag*', '\\\\label', '\\\\\\\\', '\\\\cr'].includes(name)) filled[filled.length - 1] = true;
            at += name.length;
          }
          return { tags: tags.map(row => row.length === 1 ? row[0] : null), labels, notags, filled };
        }
        // The braced argument that starts at `from` (after white space): its text, and where it ends.
        function argumentAt(tex, from) {
          let at = from;
          while (/\\s/.test(tex[at] || '')) at++;
          if (tex[at] !== '{') return null;
          for (let depth = 0, end = at; end < tex.length; end++) {
            if (tex[end] === '\\\\') end++;
            else if (tex[end] === '{') depth++;
            else if (tex[end] === '}' && --depth === 0) return { text: tex.slice(at + 1, end), end: end + 1 };
          }
          return null;
        }
        // The formula without the \\tag of each of its rows, and those tags, if it is a row environment with any.
        function withoutRowTags(tex) {
          const rows = rowsOf(tex);
          if (!rows || rows.tags.every(tag => tag === null)) return { tex, rowTags: null };
          let rest = tex;
          for (const tag of rows.tags.filter(tag => tag !== null).reverse()) rest = rest.slice(0, tag.start) + rest.slice(tag.end);
          return { tex: rest, rowTags: rows.tags };
        }
        function keyOf(context) {
          return context.consumeArg().tokens.reverse().map(token => token.text).join('').trim();
        }
        // The environments MathJax has and KaTeX 0.16 lacks or loses, as the nearest KaTeX has.
        function katexEnvironments(tex) {
          return tex
            // KaTeX's MathML loses a \\tag inside an equation environment; the environment's body alone keeps it.
            .replace(/^\\s*\\\\begin\\{equation\\*?\\}([\\s\\S]*)\\\\end\\{equation\\*?\\}\\s*$/, '$1')
            // flalign's columns, which KaTeX 0.16 lacks, as align's (not pushed to the margins).
            .replace(/\\\\(begin|end)\\{flalign(\\*?)\\}/g, '\\\\$1{align$2}')
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
          const numbering = numberFormulas(book.formulas, book.numbering, book.scope);
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
            '\\\\eqalign': '\\\\begin{aligned}#1\\\\end{aligned}',
            '\\\\displaylines': '\\\\begin{gathered}#1\\\\end{gathered}',
            '\\\\Rule': '\\\\rule[-#3]{#1}{#2}',
            '\\\\idotsint': '\\\\int\\\\cdots\\\\int',
            '\\\\shoveleft': '{#1}',
            '\\\\shoveright': '{#1}',
            // cancel's \\cancelto{value}{x}, struck through with the value it goes to beside it (KaTeX has no arrow for it).
            '\\\\cancelto': '\\\\cancel{#2}^{#1}',
            // Read before (numberFormulas): here it only goes.
            '\\\\label': context => { keyOf(context); return ''; },
            '\\\\eqref': reference(numbering, true),
            '\\\\ref': reference(numbering, false),
            // MathJax loads extensions with \\require{cancel}; KaTeX has those it has built in.
            '\\\\require': context => { context.consumeArg(); return ''; },
            '\\\\style': hook,
            '\\\\class': hook,
            '\\\\cssId': hook,
            '\\\\bbox': bbox,
            // \\unicode{x263A} or \\unicode{9786} (and an optional font, which MathML leaves to the reading system).
            '\\\\unicode': context => {
              if (context.future().text === '[') { context.popToken(); bracketed(context); }
              const code = keyOf(context);
              if (!/^(x[0-9a-fA-F]+|[0-9]+)$/.test(code)) throw new katex.ParseError('\\\\unicode{' + code + '} is no character number');
              return code[0] === 'x' ? '\\\\char"' + code.slice(1).toUpperCase() : '\\\\char' + code;
            },
          }, book.macros);
          // Links in a formula, to the web or to an address only (KaTeX's trust): anything else stays refused.
          // And \\eqref's link to its formula (KaTeXNumbering), whose made-up scheme no author writes.
          const trust = context => (context.command === '\\\\href' || context.command === '\\\\url') && ['http', 'https', 'mailto', 'epubbuild-eq'].includes(context.protocol);
          const options = { output: 'mathml', throwOnError: true, strict: 'ignore', macros, globalGroup: true, trust };
          // Plain TeX's \\root…\\of and \\buildrel…\\over, whose arguments end at a word, as MathJax reads them.
          katex.renderToString('\\\\gdef\\\\root#1\\\\of#2{\\\\sqrt[#1]{#2}}\\\\gdef\\\\buildrel#1\\\\over#2{\\\\mathrel{\\\\overset{#1}{#2}}}', options);
          // KaTeX writes a command it does not trust as its name in red, without a word: here it is an error at the formula.
          const refused = /<mstyle mathcolor="#cc0000"><mtext>(\\\\[a-zA-Z]+)<\\/mtext><\\/mstyle>/;
          const mathml = html => html.slice(html.indexOf('<math'), html.lastIndexOf('</math>') + 7);
          const doubleStruck = { 'ℂ': 'C', 'ℍ': 'H', 'ℕ': 'N', 'ℙ': 'P', 'ℚ': 'Q', 'ℝ': 'R', 'ℤ': 'Z' };
          const results = numbering.plans.map((plan, index) => {
            try {
              numbering.page = plan.page;
              if (plan.error) throw new katex.ParseError(plan.error);
              const { tex, rowTags } = plan.rowTags ? plan : withoutRowTags(plan.tex);
              const render = tex => mathml(katex.renderToString(tex, { ...options, displayMode: book.formulas[index][1] }));
              let rendered;
              // KaTeX's MathML writes ℤ (U+2124) as a plain Z, where its HTML and MathJax show it double-struck:
              // \\mathbb{Z} shows it so (not in \\text, where \\mathbb is refused: the letter is kept there).
              const struck = tex.replace(/[ℂℍℕℙℚℝℤ]/gu, c => '{\\\\mathbb{' + doubleStruck[c] + '}}');
              if (struck !== tex) { try { rendered = render(struck); } catch (_) { } }
              if (rendered === undefined) try { rendered = render(tex); } catch (error) {
                const asText = mathJaxText(tex);
                if (asText === tex) throw error;
                try { rendered = render(asText); } catch (_) { throw error; }
              }
              const result = { mathml: rendered };
              if (plan.id) result.id = plan.id;
              if (plan.rowIds) result.rowIds = plan.rowIds;
              const untrusted = refused.exec(result.mathml);
              if (untrusted) throw new katex.ParseError(untrusted[1] + ' is refused: a formula may link only to an http, https or mailto address');
              // Each row's number as KaTeX writes a \\tag: its text, in parentheses unless starred.
              if (rowTags) result.rowTags = rowTags.map(tag => tag && mathml(katex.renderToString('\\\\text{' + (tag.star ? tag.text : '(' + tag.text + ')') + '}', options)));
              return result;
            } catch (error) {
              return { error: String(error && error.message || error) };
            }
          });
          process.stdout.write(JSON.stringify(results));
        });
        """
}
