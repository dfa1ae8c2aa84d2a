"""A lesson's programs in another language: the same program, other words.

A translated program sits in a folder named by its language beside the
lesson's own, `de/demo.py` for `demo.py`; the studio opens it for a reader of
that language (lessons/README.md, "Translating a lesson"). It may change only
what the student reads: comments, docstrings and the words of its strings. So
that it computes and prints the same numbers, everything else must be the
English program's, node for node:
- the names (variables, functions), numbers and operators;
- every string handed to a bugbot call (a plot's or a layer's name is what the
  tasks and the text name);
- every string compared, used as a key or as an index;
- in an f-string, the values put in and their format, in the same order.

usage: program_translation.py LESSON_FOLDER...   prints each difference; exit 1 if any
"""
import ast
import os
import sys

from bugbot_vocabulary import CALLS as BUGBOT_CALLS


def _fixed_strings(tree):
    """The ids of the string constants that must stay as they are (see the module's note)."""
    fixed = set()

    def strings_in(node):
        return {id(n) for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in BUGBOT_CALLS:
            for arg in node.args + [k.value for k in node.keywords]:
                fixed |= strings_in(arg)
        elif isinstance(node, ast.Compare):
            for part in [node.left] + node.comparators:
                fixed |= strings_in(part)
        elif isinstance(node, ast.Subscript):
            fixed |= strings_in(node.slice)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    fixed |= strings_in(key)
        elif isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            fixed |= strings_in(node.format_spec)
    return fixed


def _differences(en, tr, fixed_en, fixed_tr, where, out):
    """Appends to `out` where tree `tr` differs from `en` in more than its words."""
    if type(en) is not type(tr):
        out.append(f"{where}: {type(tr).__name__} where the English has {type(en).__name__}")
        return
    if isinstance(en, ast.Constant) and isinstance(en.value, str) and isinstance(tr.value, str):
        if (id(en) in fixed_en or id(tr) in fixed_tr) and en.value != tr.value:
            out.append(f"{where}: the string {tr.value!r} must stay {en.value!r} (a name, a key or compared)")
        return
    if isinstance(en, ast.JoinedStr):  # the words may move; the values put in may not
        values_en = [v for v in en.values if isinstance(v, ast.FormattedValue)]
        values_tr = [v for v in tr.values if isinstance(v, ast.FormattedValue)]
        if len(values_en) != len(values_tr):
            out.append(f"{where}: an f-string puts in {len(values_tr)} value(s), the English {len(values_en)}")
            return
        for a, b in zip(values_en, values_tr):
            _differences(a, b, fixed_en, fixed_tr, where, out)
        return
    for field in en._fields:
        a, b = getattr(en, field, None), getattr(tr, field, None)
        if isinstance(a, list):
            a, b = _without_docstring(en, field, a), _without_docstring(tr, field, b)
            if len(a) != len(b):
                out.append(f"{where}: {len(b)} {field} where the English has {len(a)}")
                continue
            for x, y in zip(a, b):
                _differences(x, y, fixed_en, fixed_tr, _line(y, where), out)
        elif isinstance(a, ast.AST):
            _differences(a, b, fixed_en, fixed_tr, _line(b, where), out)
        elif a != b and field not in ("lineno", "col_offset", "end_lineno", "end_col_offset", "kind"):
            out.append(f"{where}: {field} {b!r} where the English has {a!r}")


def _without_docstring(node, field, body):
    """A body without its docstring: a docstring is a comment, free to translate or leave out."""
    if field == "body" and isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) \
            and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        return body[1:]
    return body


def _line(node, where):
    file = where.rsplit(":", 1)[0] if where.count(":") else where
    return f"{file}:{node.lineno}" if hasattr(node, "lineno") else where


def compare(english_path, translated_path):
    """The differences beyond words between a program and its translation, as 'file:line: what' lines."""
    trees = []
    for path in (english_path, translated_path):
        with open(path, encoding="utf-8") as f:
            try:
                trees.append(ast.parse(f.read(), path))
            except SyntaxError as e:
                return [f"{path}:{e.lineno}: {e.msg}"]
    out = []
    _differences(trees[0], trees[1], _fixed_strings(trees[0]), _fixed_strings(trees[1]), translated_path, out)
    return out


def translations(folder):
    """(english, translated) program paths of a lesson folder: every LANG/NAME.py beside a NAME.py."""
    pairs = []
    for lang in sorted(os.listdir(folder)):
        sub = os.path.join(folder, lang)
        if not (os.path.isdir(sub) and len(lang) in (2, 3) and lang.isalpha() and lang.islower()):
            continue
        for name in sorted(os.listdir(sub)):
            if name.endswith(".py"):
                pairs.append((os.path.join(folder, name), os.path.join(sub, name)))
    return pairs


def main(folders):
    problems = 0
    for folder in folders:
        for english, translated in translations(folder):
            if not os.path.isfile(english):
                print(f"{translated}: the lesson has no {os.path.basename(english)} to translate")
                problems += 1
                continue
            for line in compare(english, translated):
                print(line)
                problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
