import ContentCore
import ContentKinds
import ContentCheck

/// The script's shared part: data, elements, text, keys, the runtime's answer normalisation, feedback, timers, findings.
extension PreviewScript {
    static let core = #"""
        'use strict';
        // The preview's shared pieces: the pack's data, elements, localised text, answer keys,
        // the runtime's answer normalisation, feedback, timers and findings.
        const PACK = window.PACK || { pack: {}, files: [], findings: [], bundle: {} };
        const BUNDLE = PACK.bundle || {};
        const ANSWERS = (BUNDLE['answers.json'] || {}).answers || {};
        const TABLES = BUNDLE['tables.json'] || {};
        const state = { locale: (PACK.pack.locales || ['en'])[0] || 'en' };
        // What each kind computed for its renderer (`KindSpec.previewData`).
        const COMPUTED = PACK.computed || {};
        // Each kind's renderer of an entry, and the kinds' entries that are not an items file's.
        const Renderers = {};
        const Entries = {};

        // why: no page builds markup from data. Every element is made with createElement(NS) and
        // every text set as textContent or an attribute value, so a value from the pack is text,
        // never markup or script (no innerHTML, insertAdjacentHTML or string handlers anywhere).

        /** An element with attributes (`on…` take functions only, `class`, `text`) and children. */
        function el(tag, attrs, ...children) {
          return build(document.createElement(tag), attrs, children);
        }

        const SVG_NS = 'http://www.w3.org/2000/svg';
        /** An SVG element, built the same way. */
        function svg(tag, attrs, ...children) {
          return build(document.createElementNS(SVG_NS, tag), attrs, children);
        }

        function build(node, attrs, children) {
          for (const [key, value] of Object.entries(attrs || {})) {
            if (value === undefined || value === null || value === false) continue;
            if (key.startsWith('on')) { if (typeof value === 'function') node.addEventListener(key.slice(2), value); }
            else if (key === 'text') node.textContent = value;
            else if (key === 'class') node.setAttribute('class', String(value));
            else node.setAttribute(key, value === true ? '' : String(value));
          }
          for (const child of children.flat(Infinity)) {
            if (child === undefined || child === null || child === false) continue;
            node.append(child instanceof Node ? child : document.createTextNode(String(child)));
          }
          return node;
        }

        /** A picture of the bundle (copied under bundle/ at its bundle path); none for a path that
         *  is not a plain relative one. */
        function pic(path, attrs) {
          if (typeof path !== 'string' || !/^[^/:\\?#]+(\/[^/:\\?#]+)*$/.test(path) || path.split('/').some((p) => p === '..' || p === '.')) return null;
          return el('img', Object.assign({ src: 'bundle/' + path, alt: path.split('/').pop() }, attrs || {}));
        }

        /** A localised text in the chosen locale (or the first it has); plain strings as they are. */
        function tr(text) {
          if (text === undefined || text === null) return '';
          if (typeof text !== 'object') return String(text);
          return text[state.locale] ?? Object.values(text)[0] ?? '';
        }

        /** An item's key: from answers.json, or embedded in the item. */
        function keyOf(item) {
          if (item.id in ANSWERS) return ANSWERS[item.id];
          if ('answer' in item) return item.answer;
          if ('answers' in item) return item.answers;
          if ('order' in item) return item.order;
          return undefined;
        }

        // why: a port of ContentBundle's AnswerNormalizer, step for step (the browser test checks both
        // agree on tricky inputs): NFC unless every scalar is stable, lower-case scalar by scalar (JS's
        // toLowerCase on a whole string applies the Greek final-sigma rule, Swift does not), white
        // space (Unicode White_Space, which is not JS's \s) trimmed and collapsed, NFC again.
        function isStableUnderNFC(cp) {
          return cp < 0x300 || (cp >= 0x400 && cp <= 0x482) || (cp >= 0x48A && cp <= 0x52F)
            || (cp >= 0x2010 && cp <= 0x2027) || (cp >= 0x2030 && cp <= 0x205E);
        }
        const WHITE_SPACE = /^\p{White_Space}$/u;
        function normalizeAnswer(answer) {
          const scalars = Array.from(answer);
          const stable = scalars.every((s) => isStableUnderNFC(s.codePointAt(0)));
          const composed = stable ? answer : answer.normalize('NFC');
          let folded = '';
          for (const scalar of composed) folded += scalar.toLowerCase();
          let out = '';
          let pendingSpace = false;
          for (const scalar of folded) {
            if (WHITE_SPACE.test(scalar)) { pendingSpace = out.length > 0; continue; }
            if (pendingSpace) { out += ' '; pendingSpace = false; }
            out += scalar;
          }
          return stable ? out : out.normalize('NFC');
        }

        /** Hex SHA-256 of a text (for packs that store answers hashed); null where the browser has no digest. */
        async function sha256Hex(text) {
          if (!(window.crypto && crypto.subtle)) return null;
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
          return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
        }

        /** A feedback line: says right or wrong, with an optional detail. */
        function feedbackBox() { return el('p', { class: 'feedback', role: 'status' }); }
        function tell(box, right, detail) {
          box.className = 'feedback ' + (right === true ? 'right' : right === false ? 'wrong' : 'info');
          box.dataset.result = right === true ? 'right' : right === false ? 'wrong' : 'info';
          box.textContent = (right === true ? 'Right! ' : right === false ? 'Wrong. ' : '') + (detail || '');
        }

        /** A countdown of the content's time limit: started by its button, calls `onEnd` at zero. */
        function countdown(seconds, onEnd) {
          const shown = el('span', { class: 'clock', text: clock(seconds) });
          let left = seconds;
          let ticking = null;
          const stop = () => { if (ticking) clearInterval(ticking); ticking = null; };
          const start = el('button', {
            class: 'timer-start', onclick: () => {
              stop();
              left = seconds;
              shown.textContent = clock(left);
              box.classList.add('running');
              ticking = setInterval(() => {
                left -= 1;
                shown.textContent = clock(Math.max(0, left));
                if (left <= 0) { stop(); box.classList.remove('running'); box.classList.add('over'); onEnd(); }
              }, 1000);
            },
          }, 'Start timer');
          const box = el('div', { class: 'timer', 'data-seconds': seconds }, 'Time limit ', shown, ' ', start);
          box.stop = stop;
          return box;
        }
        function clock(seconds) {
          return Math.floor(seconds / 60) + ':' + String(seconds % 60).padStart(2, '0');
        }

        /** The findings of an item (by id) or of a file (those in no item), as a list; nothing when clean. */
        function findingsFor(file, itemID) {
          const found = (PACK.findings || []).filter((f) => f.file === file && (itemID === undefined ? !f.item : f.item === itemID));
          if (!found.length) return null;
          return el('ul', { class: 'findings' }, found.map(findingLine));
        }
        function findingLine(f) {
          return el('li', { class: 'finding ' + f.severity },
            el('code', { text: `${f.file}:${f.line}:${f.column}` }), ' ', el('b', { text: f.severity }), ': ', f.message,
            ' ', el('span', { class: 'rule', text: `[${f.rule}]` }),
            f.notes && f.notes.length ? el('ul', {}, f.notes.map((n) => el('li', { text: n }))) : null);
        }

        /** A seeded shuffle (the same order on every load, so screenshots and tests are stable). */
        function shuffled(list, seedText) {
          let seed = 2166136261;
          for (const ch of String(seedText)) seed = Math.imul(seed ^ ch.codePointAt(0), 16777619) >>> 0;
          const out = list.slice();
          for (let i = out.length - 1; i > 0; i -= 1) {
            seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
            const j = seed % (i + 1);
            [out[i], out[j]] = [out[j], out[i]];
          }
          return out;
        }
        """#
}
