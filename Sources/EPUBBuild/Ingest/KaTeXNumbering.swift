/// The part of `KaTeXScript` that numbers equations as the book's MathJax configuration does
/// (`MathNumbering`): before any formula is converted, every display formula is read in book order and given
/// its number (its `\tag`, or the next number where the book numbers it), an id where it has one, and each
/// `\label` what it names; then `\eqref{key}` is "(n)" and `\ref{key}` "n", linked to that formula.
///
/// A `\label` is known on its page, or in the whole book, as `MathNumbering.Scope` says, and numbers count
/// from 1 on each page or through the book the same way. The link is KaTeX's `\href` to
/// `epubbuild-eq:<page>#<id>`, which `MathConversion.insert` makes the chapter's own reference (`#id`, or
/// the other chapter's source file and `#id`, which Resolve then follows like any Markdown link).
enum KaTeXNumbering {
    static let source = #"""
        // The AMS environments MathJax numbers with tags: 'ams' (their starred forms never).
        const amsEnvironments = new Set(['equation', 'align', 'gather', 'multline', 'alignat', 'flalign']);
        const notagPattern = /\\(?:notag|nonumber)(?![a-zA-Z])/;
        // What the book's math configuration says, and what each formula's number, id and labels are.
        function numberFormulas(formulas, numbering, scope) {
          const labels = new Map(), counters = new Map(), ids = new Map();
          const hint = ' (labels are known on their page with book.yaml\'s math: {labels: page}, in the whole book with {labels: book})';
          const plans = formulas.map(([original, display, page]) => {
            const plan = { tex: katexEnvironments(original), rowTags: null, id: null, rowIds: null, error: null, page };
            if (!display) return plan;
            const counter = scope === 'page' ? page : 0;
            const next = () => { const n = (counters.get(counter) || 0) + 1; counters.set(counter, n); return String(n); };
            const nextId = () => { const n = (ids.get(page) || 0) + 1; ids.set(page, n); return 'mjx-eqn-' + n; };
            const begin = /^\s*\\begin\s*\{([a-zA-Z]+)(\*?)\}/.exec(original);
            const starred = begin !== null && begin[2] === '*';
            const auto = !starred && (numbering === 'all' || (numbering === 'ams' && begin !== null && amsEnvironments.has(begin[1])));
            const found = [];
            const rows = rowsOf(plan.tex);
            if (rows) {
              const last = lastFilledRow(rows);
              const tags = rows.tags.map((tag, row) => {
                if (tag) return { text: tag.text, star: tag.star };
                const numbered = auto && !rows.notags[row] && rows.filled[row] && (begin === null || begin[1] !== 'multline' || row === last);
                return numbered ? { text: next(), star: false } : null;
              });
              if (tags.some(tag => tag !== null)) {
                const without = withoutRowTags(plan.tex);
                plan.tex = without.tex;
                plan.rowTags = tags;
                plan.rowIds = tags.map(tag => tag && nextId());
              }
              for (const { row, text } of rows.labels) found.push([text, tags[row] ? tags[row].text : null, plan.rowIds ? plan.rowIds[row] : null]);
            } else {
              const explicit = [...plan.tex.matchAll(tagPattern)];
              let number = explicit.length === 1 ? explicit[0][1] : null;
              if (explicit.length === 0 && auto && !notagPattern.test(plan.tex)) {
                number = next();
                // On a line of its own: the formula's last line may end in a % comment.
                plan.tex = plan.tex + '\n\\tag{' + number + '}';
              }
              if (number !== null) plan.id = nextId();
              for (const [, key] of plan.tex.matchAll(labelPattern)) found.push([key, number, plan.id]);
            }
            for (const [key, number, id] of found) {
              const scoped = (scope === 'page' ? page + '\u0000' : '') + key.trim();
              if (labels.has(scoped)) {
                plan.error = '\\label{' + key.trim() + '} is already the label of an earlier formula' + (scope === 'page' ? ' on this page' : '') + hint;
              } else {
                labels.set(scoped, { number, id, page });
              }
            }
            return plan;
          });
          function lookup(key, page) {
            return labels.get((scope === 'page' ? page + '\u0000' : '') + key);
          }
          return { plans, lookup, scope, page: 0 };
        }
        // The last row of a row environment with anything in it: a last '\\' ends a row, it starts none.
        function lastFilledRow(rows) {
          for (let row = rows.filled.length - 1; row >= 0; row--) if (rows.filled[row]) return row;
          return -1;
        }
        // \eqref{key} "(n)" and \ref{key} "n", linked to the numbered formula (or row) with that \label.
        function reference(numbering, parenthesized) {
          return context => {
            const key = keyOf(context);
            const found = numbering.lookup(key, numbering.page);
            if (found === undefined) {
              throw new katex.ParseError('no formula ' + (numbering.scope === 'page' ? 'on this page ' : '') + 'has \\label{' + key + '}'
                + (numbering.scope === 'page' ? ' (a label of another page is known there only, unless book.yaml says math: {labels: book})' : ''));
            }
            if (found.number === null) {
              throw new katex.ParseError('the formula with \\label{' + key + '} has no number: give it one \\tag{…}, '
                + 'or number the formulas as the book\'s MathJax did with book.yaml\'s math: {numbering: ams} or {numbering: all}');
            }
            // \hbox, not \text: KaTeX merges a \text into the text beside it (\text{by } \eqref{x}), link and all.
            const text = '\\hbox{' + (parenthesized ? '(' + found.number + ')' : found.number) + '}';
            return '\\href{epubbuild-eq:' + found.page + '#' + found.id + '}{' + text + '}';
          };
        }
        """#
}
