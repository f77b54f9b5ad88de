"""The self-contained HTML page of the speedup benchmark: the summary, the table, an inline SVG
chart of the per-kernel ratios (instructions; CPU and wall time with 95% intervals) and
each applied rewrite with its cut, rewrite, block share and the region's assembly before and after."""
import html

STYLE = """body{font-family:sans-serif;margin:2em;color:#222}
table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right}td:first-child,td:nth-child(2),th{text-align:left}
tr:nth-child(even){background:#f4f4f4}
div.rw{border:1px solid #ccc;border-left:6px solid #2a2;border-radius:4px;margin:1em 0;padding:0.5em 1em}
pre{background:#f6f6f6;padding:0.5em;overflow-x:auto;font-size:85%}
.pair{display:flex;gap:1em}.pair>div{flex:1;min-width:0}.meta{color:#555;font-size:90%}"""


def fmt(x, digits=4):
    """A ratio with `digits` decimals, or "n/a" for None or NaN."""
    return "n/a" if x is None or x != x else f"{x:.{digits}f}"


def _axis(values):
    """(low, high) of a panel's axis: the values and 1.0, with a margin."""
    values = [v for v in values if v is not None and v == v] + [1.0]
    lo, hi = min(values), max(values)
    margin = 0.08 * (hi - lo) if hi > lo else 0.01
    return lo - margin, hi + margin


def _panel(rows, left, width, top, step, title, value_of, interval_of=None):
    """One panel of the chart: per kernel a marker at value_of(row) (a diamond, or a dot with a
    line over interval_of(row) when given), a dashed line at 1, an axis with five ticks."""
    lo, hi = _axis([v for r in rows for v in ([value_of(r)] + (list(interval_of(r)) if interval_of else []))])
    x = lambda v: left + (v - lo) / (hi - lo) * width  # noqa: E731
    bottom = top + step * len(rows)
    out = [f'<text x="{left + width / 2}" y="{top - 8}" text-anchor="middle" font-weight="bold">{title}</text>',
           f'<line x1="{x(1.0):.1f}" y1="{top}" x2="{x(1.0):.1f}" y2="{bottom}" stroke="#888" stroke-dasharray="4 3"/>']
    for i, r in enumerate(rows):
        y, v = top + 10 + i * step, value_of(r)
        if v is None or v != v:
            continue
        if interval_of:
            low, high = interval_of(r)
            out.append(f'<line x1="{x(low):.1f}" y1="{y}" x2="{x(high):.1f}" y2="{y}" stroke="#36c" stroke-width="2"/>')
            out.append(f'<circle cx="{x(v):.1f}" cy="{y}" r="3.5" fill="#36c"><title>{fmt(v)} [{fmt(low)}, {fmt(high)}]</title></circle>')
        else:
            out.append(f'<path d="M{x(v):.1f},{y - 5} l5,5 l-5,5 l-5,-5 z" fill="#c33"><title>{fmt(v)}</title></path>')
    out.append(f'<line x1="{left}" y1="{bottom}" x2="{left + width}" y2="{bottom}" stroke="#444"/>')
    for k in range(5):
        v = lo + k * (hi - lo) / 4
        out.append(f'<text x="{x(v):.1f}" y="{bottom + 13}" text-anchor="middle">{v:.4f}</text>')
    return out


def chart(rows):
    """An SVG with a line per kernel and three panels, each with its own axis: the instruction
    ratio (diamond), and the CPU and wall time ratios' medians (dots) with their 95% intervals."""
    names, width, step, top = 250, 280, 18, 30
    height = top + step * len(rows) + 30
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{names + 3 * width + 100}" height="{height}" font-size="11">']
    for i, r in enumerate(rows):
        out.append(f'<text x="{names - 8}" y="{top + 14 + i * step}" text-anchor="end">{html.escape(r["program"] + " " + r["kernel"])}</text>')
    out += _panel(rows, names, width, top, step, "instructions (callgrind)", lambda r: r["instructions"])
    for k, clock in enumerate(("cpu", "wall")):
        out += _panel(rows, names + (k + 1) * (width + 40), width, top, step, f"{clock} time (median, 95% interval)", lambda r, c=clock: r[c],
                      lambda r, c=clock: (r[f"{c}_low"], r[f"{c}_high"]))
    out.append("</svg>")
    return "\n".join(out)


def table(rows):
    """The per-kernel figures as an HTML table."""
    head = ("program", "kernel", "instructions plain", "instructions plugin", "ratio", "cpu plain", "cpu ratio", "95% interval",
            "wall ratio", "95% interval")
    out = ["<table><tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"]
    for r in rows:
        cells = (r["program"], r["kernel"], f'{r["plain_instructions"]:,}', f'{r["plugin_instructions"]:,}', fmt(r["instructions"]),
                 f'{r["cpu_plain"] * 1e3:.3f} ms' if r["cpu_plain"] == r["cpu_plain"] else "n/a", fmt(r["cpu"]),
                 f'[{fmt(r["cpu_low"])}, {fmt(r["cpu_high"])}]', fmt(r["wall"]), f'[{fmt(r["wall_low"])}, {fmt(r["wall_high"])}]')
        out.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def rewrite_section(rewrite):
    """One applied rewrite: location, root, costs, block share, cut, rewrite, assembly before and after."""
    r = rewrite["record"]
    share = rewrite["share"]
    where = f'{r.get("file") or "?"}:{r.get("line", 0)}:{r.get("column", 0)} (@{r.get("function", "?")})'
    meta = (f'{html.escape(rewrite["program"])} &middot; root <code>{html.escape(str(r.get("root", "")))}</code> &middot; cost '
            f'{r.get("source_cost", "?")} &rarr; {r.get("rewrite_cost", "?")} &middot; block frequency share '
            f'{"n/a" if share is None else f"{share:.2%}"}')
    return (f'<div class="rw"><h3>{html.escape(where)}</h3><p class="meta">{meta}</p>'
            f'<div class="pair"><div><b>cut</b><pre>{html.escape(r.get("cut", ""))}</pre></div>'
            f'<div><b>rewrite</b><pre>{html.escape(r.get("rewrite", ""))}</pre></div></div>'
            f'<div class="pair"><div><b>assembly before (plain, line {r.get("line", 0)})</b><pre>{html.escape(rewrite["before"])}</pre></div>'
            f'<div><b>assembly after (plugin)</b><pre>{html.escape(rewrite["after"])}</pre></div></div></div>')


def page(title, summary, rows, rewrites):
    """The whole page: `summary` a list of (name, value), `rows` the per-kernel figures, `rewrites`
    the applied rewrites with their assembly."""
    parts = [f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{html.escape(title)}</title><style>{STYLE}</style></head><body>',
             f"<h1>{html.escape(title)}</h1><table>"]
    parts += [f"<tr><td>{html.escape(k)}</td><td>{html.escape(str(v))}</td></tr>" for k, v in summary]
    parts.append("</table><h2>Ratios per kernel (plugin / plain; below 1 is faster)</h2>"
                 '<p class="meta">left, red diamonds: instructions executed (callgrind); then CPU time and wall time (blue), '
                 "the median of the paired rounds with its 95% bootstrap interval; dashed: 1.0 (plain clang-19 -O3). Each panel has its own scale.</p>")
    parts.append(chart(rows))
    parts.append("<h2>Figures</h2>")
    parts.append(table(rows))
    parts.append(f"<h2>Applied rewrites ({len(rewrites)})</h2>")
    parts += [rewrite_section(rw) for rw in rewrites]
    parts.append("</body></html>\n")
    return "\n".join(parts)
