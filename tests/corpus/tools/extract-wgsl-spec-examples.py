"""Extracts the WGSL examples of the WGSL specification (gpuweb/gpuweb wgsl/index.bs) into
JSON lines, wrapped as the specification's own extractor (wgsl/tools/extract-grammar.py,
flow_examples) wraps them: a `function-scope` example goes inside a function, a
`type-scope` one becomes the type of a constant initialized with its zero value, and an
`expect-error` one is meant to be rejected."""
import html, json, re, sys

src = open(sys.argv[1]).read()
seen = {}
for m in re.finditer(r'<xmp highlight=wgsl>(.*?)</xmp>', src, re.S):
    before = src[:m.start()]
    div = before.rfind('<div')
    close = before.rfind('</div>')
    if div < 0 or close > div:
        continue  # not inside an example
    tag = before[div:].split('>')[0]
    cls = re.search(r"class=['\"]([^'\"]*)['\"]", tag)
    classes = cls.group(1).split() if cls else []
    if 'example' not in classes or 'wgsl' not in classes:
        continue
    heading = re.search(r"heading=['\"]([^'\"]*)['\"]", tag)
    lines = html.unescape(m.group(1)).split('\n')
    # Drop the common indentation.
    body = [l for l in lines if l.strip()]
    indent = min((len(l) - len(l.lstrip()) for l in body), default=0)
    lines = [l[indent:] for l in lines]
    code = '\n'.join(lines).strip('\n') + '\n'
    if 'function-scope' in classes:
        kind = 'function'
        code = 'fn function__scope____() {\n' + code + '}\n'
    elif 'type-scope' in classes:
        kind = 'type'
        ty = code.strip()
        code = 'const type_scope____: ' + ty + ' = ' + ty + '();\n'
    else:
        kind = 'global'
    line = before.count('\n') + 1
    slug = re.sub(r'[^a-z0-9]+', '-', (heading.group(1) if heading else '').lower()).strip('-')
    name = 'spec-' + (slug or 'example')
    seen[name] = seen.get(name, 0) + 1
    if seen[name] > 1:
        name += '-v%d' % seen[name]
    print(json.dumps({'name': name, 'kind': kind, 'expect_error': 'expect-error' in classes,
                      'line': line, 'code': code}, ensure_ascii=False))
