#!/usr/bin/env python3
"""Opens a gallery of every built-in family beside four tables of one's
own at the size limit (tests/projects/large-tables) in headless Chromium
and times it: from navigation to the page's ready mark (body
data-ready="yes") as the test sees it, after the browser has laid out
what the script drew, the median of three loads. Every table is drawn, and
what a view leaves undrawn it names.

    python3 tests/browser/test_large_tables.py DIR [--catalogue DIR2]

DIR holds chess_tables.html and chess_tables.json of the large-tables
example; DIR2, if given, the catalogue's alone, timed the same way.
A load over 10 s fails (the goal, on the 2-core machine of the project's
closing notes, is 2 s: the figure is printed, not checked to the
millisecond); so does a page of more than 60,000 elements.
"""

import json
import pathlib
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from test_gallery import ARGS, Check, board_values, browser_path, square_name  # noqa: E402

PIECES = ["black pawn", "white pawn", "black knight", "white knight", "black bishop", "white bishop",
          "black rook", "white rook", "black queen", "white queen", "black king", "white king"]

LIMIT_MS = 10_000
LIMIT_ELEMENTS = 60_000


def load(browser, url):
    """One load: the ready time in ms, the page (still open) and its errors."""
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    start = time.monotonic()
    page.goto(url, wait_until="commit", timeout=300_000)
    page.wait_for_selector("body[data-ready=yes]", timeout=300_000)
    return (time.monotonic() - start) * 1000, page, errors


def timed(browser, url, label, check):
    times = []
    for _ in range(3):
        ms, page, errors = load(browser, url)
        times.append(ms)
        page.close()
    median = statistics.median(times)
    print(f"{label}: ready in {median:.0f} ms (median of 3: {', '.join(f'{t:.0f}' for t in times)} ms)")
    check(median < LIMIT_MS, f"{label}: ready under {LIMIT_MS} ms")
    check(not errors, f"{label}: no console errors ({errors[:3]})")
    return median


def expr(page, name):
    return page.inner_text(f"#{name} .expr").replace("\n", "")


def change(page, selector, value):
    """Types a number into a control and commits it, as Enter would."""
    page.fill(selector, str(value))
    page.dispatch_event(selector, "change")


def drawings(page, tables, check):
    """Each kind of control and scale, against the JSON export's values."""
    # Pieces by name, each board scaled on its own.
    pst = tables["MATERIAL_PST"]["values"]
    options = page.eval_on_selector_all("#MATERIAL_PST .expr select option", "o => o.map(x => x.innerText)")
    check(options == PIECES, f"MATERIAL_PST: its piece axis chosen by name ({options[:3]}...)")
    page.select_option("#MATERIAL_PST .expr select", label="white knight")
    board = pst[3 * 64:4 * 64]
    got = board_values(page, "MATERIAL_PST")
    legend = page.inner_text("#MATERIAL_PST .legend")
    check(got == [str(v) for v in board], f"MATERIAL_PST: white knight's board (e4 {got[28]})")
    check(legend.startswith(f"Colour runs from light ({min(board)}) to dark ({max(board)}) on this board")
          and "pieces" in legend, f"MATERIAL_PST: scaled on the board: {legend!r}")
    chosen = page.eval_on_selector("#MATERIAL_PST .expr select", "s => s.selectedOptions[0].innerText")
    check(chosen == "white knight" and expr(page, "MATERIAL_PST").startswith("MATERIAL_PST[")
          and expr(page, "MATERIAL_PST").endswith("][square]"), f"MATERIAL_PST: titled MATERIAL_PST[{chosen}][square]")

    # A long count axis: a number, named; the scale over the whole table.
    history = tables["HISTORY"]["values"]
    check(page.get_attribute("#HISTORY .expr input", "aria-label") == "ply, 0 to 8191"
          and page.inner_text("#HISTORY .expr").startswith("HISTORY[ply"), "HISTORY: ply chosen by number, named")
    change(page, "#HISTORY .expr input", 8191)
    got = board_values(page, "HISTORY")
    check(got == [str(v) for v in history[8191 * 64:]], f"HISTORY: ply 8191's board (a1 {got[0]})")
    legend = page.inner_text("#HISTORY .legend")
    check(f"({min(history)})" in legend and "over the whole table" in legend, f"HISTORY: {legend!r}")
    change(page, "#HISTORY .expr input", 8192)
    check(page.input_value("#HISTORY .expr input") == "8191", "HISTORY: ply 8192, out of range, is put back")

    # A list longer than the window: its start chosen by number.
    values = tables["BYTES"]["values"]
    cells = page.eval_on_selector_all("#BYTES .list .value", "c => c.map(x => x.innerText)")
    check(cells == [str(v) for v in values[:256]], "BYTES: the first 256 values")
    change(page, "#BYTES .hint input", 1048320)
    cells = page.eval_on_selector_all("#BYTES .list .value", "c => c.map(x => x.innerText)")
    hint = page.inner_text("#BYTES .hint")
    check(cells == [str(v) for v in values[1048320:]] and "256 of 1,048,576 shown, [1048320] to [1048575]" in hint,
          f"BYTES: the last 256 values from start 1048320: {hint!r}")

    # Seven axes of length 1: the list along the one that is not.
    check(expr(page, "UNIT_AXES") == "UNIT_AXES[n][0][0][0][0][0][0][0]", f"UNIT_AXES: titled {expr(page, 'UNIT_AXES')!r}")
    cells = page.eval_on_selector_all("#UNIT_AXES .list .value", "c => c.map(x => x.innerText)")
    check(cells == [str(v) for v in tables["UNIT_AXES"]["values"][:256]], "UNIT_AXES: its values along n")

    # Wide values: no list cell spills out of its item, at two widths.
    for width in (1000, 400):
        page.set_viewport_size({"width": width, "height": 900})
        spills = page.evaluate(
            """() => [...document.querySelectorAll('.list .item')].filter(item => {
                    const box = item.getBoundingClientRect();
                    return [...item.children].some(c => c.getBoundingClientRect().right > box.right + 0.5);
                }).map(item => item.closest('article').id)"""
        )
        check(not spills, f"no list cell spills at {width} px ({len(spills)} do: {sorted(set(spills))[:4]})")
    page.set_viewport_size({"width": 1000, "height": 900})
    cells = page.eval_on_selector_all("#WIDE_U64 .list .value", "c => c.map(x => x.innerText)")
    check(cells[0] == "0xFFFF_FFFF_FFFF_FFFF", f"WIDE_U64: u64::MAX in hex ({cells[0]})")

    # A board by two chosen squares is drawn from the start.
    got = board_values(page, "THREE_SQUARES")
    want = [(27 ^ 27 ^ sq) % 7 for sq in range(64)]
    check(got == [str(v) for v in want] and expr(page, "THREE_SQUARES") == "THREE_SQUARES[d4][d4][square]",
          f"THREE_SQUARES: drawn at {expr(page, 'THREE_SQUARES')}")

    # Bitboards by a long count.
    change(page, "#MASKS .expr input", 131071)
    mask = int(tables["MASKS"]["values"][131071], 16)
    got = board_values(page, "MASKS")
    check([sq for sq in range(64) if got[sq] == "x"] == [sq for sq in range(64) if mask >> sq & 1],
          f"MASKS: pattern 131071's squares ({square_name(mask.bit_length() - 1)} the highest)")


def main():
    args = sys.argv[1:]
    if len(args) not in (1, 3) or (len(args) == 3 and args[1] != "--catalogue"):
        print(__doc__)
        sys.exit(2)
    out = pathlib.Path(args[0]).resolve()
    tables = {t["name"]: t for t in json.loads((out / "chess_tables.json").read_text())["tables"]}
    check = Check()
    large = [name for name, t in tables.items() if t["family"] == "large"]
    check(len(large) == 4 and all(tables[n]["bytes"] == 1 << 20 for n in large),
          f"four tables of 1 MiB beside {len(tables) - len(large)} others")

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path(), args=ARGS)
        print(f"browser: Chromium {browser.version}")
        timed(browser, (out / "chess_tables.html").as_uri(), "catalogue and four 1 MiB tables", check)
        if len(args) == 3:
            catalogue = pathlib.Path(args[2]).resolve() / "chess_tables.html"
            timed(browser, catalogue.as_uri(), "catalogue alone", check)

        _, page, _ = load(browser, (out / "chess_tables.html").as_uri())
        elements = page.evaluate("document.getElementsByTagName('*').length")
        check(elements < LIMIT_ELEMENTS, f"{elements} elements on the page (limit {LIMIT_ELEMENTS})")
        for name in tables:
            drawn = page.evaluate(
                """name => {
                    const v = document.getElementById(name).querySelector('.view');
                    return v.children.length > 0 && !v.querySelector('.error, .noscript');
                }""",
                name,
            )
            check(drawn, f"{name}: drawn")
        drawings(page, tables, check)
        browser.close()
    print(f"all {check.count} checks of the large page passed")


if __name__ == "__main__":
    main()
