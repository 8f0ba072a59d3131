"""Extracts the WGSL snippets of naga's tests/wgsl_errors.rs into JSON lines."""
import json, re, sys

src = open(sys.argv[1]).read()

def read_literal(s, i):
    """Reads a Rust string literal at s[i:], returns (value, end) or None."""
    if s.startswith('r', i):
        m = re.match(r'r(#*)"', s[i:])
        if not m:
            return None
        hashes = m.group(1)
        start = i + m.end()
        end = s.index('"' + hashes, start)
        return s[start:end], end + 1 + len(hashes)
    if s[i] != '"':
        return None
    out = []
    j = i + 1
    while True:
        c = s[j]
        if c == '"':
            return ''.join(out), j + 1
        if c == '\\':
            n = s[j + 1]
            if n == 'n': out.append('\n'); j += 2
            elif n == 't': out.append('\t'); j += 2
            elif n == 'r': out.append('\r'); j += 2
            elif n == '0': out.append('\0'); j += 2
            elif n == '\\': out.append('\\'); j += 2
            elif n == '"': out.append('"'); j += 2
            elif n == "'": out.append("'"); j += 2
            elif n == '\n':
                j += 2
                while s[j] in ' \t\n\r': j += 1
            elif n == 'u':
                k = s.index('}', j)
                out.append(chr(int(s[j + 3:k], 16))); j = k + 1
            elif n == 'x':
                out.append(chr(int(s[j + 2:j + 4], 16))); j += 4
            else:
                raise ValueError(f"escape \\{n} at {j}")
            continue
        out.append(c)
        j += 1

def skip_ws(s, i):
    while True:
        while i < len(s) and s[i] in ' \t\r\n': i += 1
        if s.startswith('//', i):
            i = s.index('\n', i)
            continue
        return i

def line_of(i):
    return src.count('\n', 0, i) + 1

fn_re = re.compile(r'#\[test\]\s*fn\s+(\w+)\s*\(')
fns = [(m.start(), m.group(1)) for m in fn_re.finditer(src)]
def test_name(i):
    name = '?'
    for at, n in fns:
        if at < i: name = n
    return name

out = []
macro_re = re.compile(r'\b(check|check_validation!|check_one_validation!|validation_error)\s*[\(\{]')
for m in macro_re.finditer(src):
    kind = m.group(1).rstrip('!')
    if src[m.start() - 3:m.start()] == 'fn ' or src[m.start()-1] in '_':
        continue
    i = skip_ws(src, m.end())
    k = 0
    while True:
        lit = read_literal(src, i)
        if lit is None:
            break
        value, i = lit
        out.append({
            "name": f"{test_name(m.start())}-{k}" if k else test_name(m.start()),
            "kind": "parse" if kind == "check" else "validation",
            "line": line_of(m.start()),
            "code": value,
        })
        k += 1
        if kind in ("check", "check_one_validation", "validation_error"):
            break
        i = skip_ws(src, i)
        if src[i] != ',':
            break
        i = skip_ws(src, i + 1)

# Unique names.
seen = set()
for o in out:
    n, k = o["name"], 1
    while o["name"] in seen:
        k += 1
        o["name"] = f"{n}-v{k}"
    seen.add(o["name"])
for o in out:
    print(json.dumps(o, ensure_ascii=False))
print(len(out), file=sys.stderr)
