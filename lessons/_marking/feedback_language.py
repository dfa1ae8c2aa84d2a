"""The marker's feedback in the student's language.

A lesson's checks write their feedback in English, as f-strings. A catalogue
beside marking.py, marking.<code>.json ("de" for German), maps each message
as it is written in the source (its placeholders the f-string's own, such as
"{len(run.reads)}" or "{step:g}") to its translation with the same
placeholders; lessons/_marking/feedback.<code>.json does the same for the
marker's own messages. checker.py puts every task's feedback through
translate(); a message no catalogue has stays English, so a half-done
catalogue never hides a word. `templates()` lists what a catalogue needs
(tests/marking/feedback_translation_test.py checks every lesson's).
"""
import ast
import json
import os
import re

PLACEHOLDER = re.compile(r"\{[^{}]+\}")


def _pattern(template):
    """The regular expression matching what the f-string `template` prints, one group a placeholder."""
    parts, names, at = [], [], 0
    for m in PLACEHOLDER.finditer(template):
        parts.append(re.escape(template[at:m.start()]))
        parts.append("(.*?)")
        names.append(m.group(0))
        at = m.end()
    parts.append(re.escape(template[at:]))
    return re.compile("".join(parts) + r"\Z", re.S), names


# A number a placeholder printed with a decimal point ("0.1883"), as a whole value.
DECIMAL = re.compile(r"-?\d+\.\d+")
# Languages that write a decimal comma in prose (issue 46: German feedback said "0.1883").
DECIMAL_COMMA = {"de"}


class Catalogue:
    def __init__(self, paths=(), decimal_comma=False):
        self.exact, self.patterns = {}, []
        # Numbers the marker put into a message are written as the language writes them; a
        # placeholder that holds more than a number (a quoted line of the program's output) is
        # left as it was printed.
        self.decimal_comma = decimal_comma
        for path in paths:
            self.add(path)

    def add(self, path):
        try:
            with open(path, encoding="utf-8") as f:
                entries = json.load(f)
        except (OSError, ValueError):
            return  # no catalogue (or a broken one: lessons --check says so): English
        if not isinstance(entries, dict):
            return
        for english, translation in entries.items():
            if not isinstance(english, str) or not isinstance(translation, str) or not translation:
                continue
            if PLACEHOLDER.search(english):
                pattern, names = _pattern(english)
                self.patterns.append((len(PLACEHOLDER.sub("", english)), pattern, names, translation))
            else:
                self.exact[english] = translation
        # The templates with the most words of their own first: the most specific one wins, and one
        # that is nearly all placeholders ("{where}. {advice}", a message joined from translated
        # pieces) only takes what no other template knows.
        self.patterns.sort(key=lambda p: -p[0])

    def translate(self, text):
        if not isinstance(text, str) or not text:
            return text
        if text in self.exact:
            return self.exact[text]
        for _, pattern, names, translation in self.patterns:
            m = pattern.match(text)
            if m:
                values = dict(zip(names, m.groups()))
                if self.decimal_comma:
                    values = {k: v.replace(".", ",") if DECIMAL.fullmatch(v) else v for k, v in values.items()}
                return PLACEHOLDER.sub(lambda p: values.get(p.group(0), p.group(0)), translation)
        return text


def catalogue_for(language, lesson_folder, marking_file, marking_library=os.path.dirname(os.path.abspath(__file__))):
    """The catalogue of `language` for a lesson: its own first, then the marker's."""
    if not language or language == "en" or not re.fullmatch(r"[a-z]{2,3}", language):
        return Catalogue()
    stem = os.path.splitext(os.path.join(lesson_folder, marking_file))[0]
    return Catalogue([f"{stem}.{language}.json", os.path.join(marking_library, f"feedback.{language}.json")],
                     decimal_comma=language in DECIMAL_COMMA)


# ------------------------------------------------------------ for translators

# said() is bugbot_marking's own wording around the runs' messages (judge_each_run), and any piece
# of feedback a check builds before it becomes part of a message (a hint, a phrase a helper returns).
# feedback() marks one that stays as written until said() (bugbot_marking.feedback).
# checker.py's own words go through its catalogue's translate().
FEEDBACK_CALLS = {"passed": 0, "failed": 0, "partly": 1, "Result": 1, "said": 0, "feedback": 0, "translate": 0}
# counted(n, "word"[, "plural"]): its two forms are messages "{n} word" and "{n} words" (bugbot_marking.counted).
COUNTED_CALLS = {"counted"}


def _template(node, source):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        out = []
        for part in node.values:
            if isinstance(part, ast.Constant):
                out.append(part.value)
            else:
                expr = ast.get_source_segment(source, part.value)
                spec = ""
                if part.format_spec is not None:
                    spec = ":" + "".join(v.value for v in part.format_spec.values if isinstance(v, ast.Constant))
                conv = "!" + chr(part.conversion) if part.conversion != -1 else ""
                out.append("{" + expr + conv + spec + "}")
        return "".join(out)
    return None


def templates(path):
    """The feedback messages a marking file writes, as a catalogue's keys:
    the string given to passed(), failed(), partly(), Result() or said(), and counted()'s two forms."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name in COUNTED_CALLS:
            for t in _counted_forms(node):
                if t not in found:
                    found.append(t)
            continue
        if name not in FEEDBACK_CALLS or len(node.args) <= FEEDBACK_CALLS[name]:
            continue
        t = _template(node.args[FEEDBACK_CALLS[name]], source)
        if t and t not in found:
            found.append(t)
    return found


def _counted_forms(node):
    """counted(n, "step") writes "{n} step" or "{n} steps": both are messages."""
    words = [a.value for a in node.args[1:3] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    if not words:
        return []
    singular = words[0]
    plural = words[1] if len(words) > 1 else singular + "s"
    return [f"{{n}} {singular}", f"{{n}} {plural}"]


def skeleton(marking_file, catalogue_file=None):
    """A catalogue for `marking_file`: every message it writes, with its translation from
    `catalogue_file` where that has one, else "" (to fill in). Messages marking.py no longer
    writes are left out, so a catalogue is brought up to date by writing this over it."""
    known = {}
    if catalogue_file and os.path.exists(catalogue_file):
        with open(catalogue_file, encoding="utf-8") as f:
            known = json.load(f)
    return {t: known.get(t, "") for t in templates(marking_file)}


if __name__ == "__main__":
    import sys
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: feedback_language.py MARKING_FILE [CATALOGUE] > CATALOGUE.new\n"
                 "  the catalogue's keys for MARKING_FILE's feedback, translations kept from CATALOGUE")
    print(json.dumps(skeleton(*sys.argv[1:]), ensure_ascii=False, indent=2))
