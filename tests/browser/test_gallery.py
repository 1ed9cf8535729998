#!/usr/bin/env python3
"""Drives the generator's HTML gallery in headless Chromium (Playwright for
Python, the system's Chromium as its executable).

    python3 tests/browser/test_gallery.py DIR [--screenshot PNG]

DIR holds chess_tables.html and chess_tables.json, both written by one run
of `chess-tables-codegen --out DIR --format json --format html`; the JSON
export is the reference for the table names and values. The browser is
$CHROMIUM, else `chromium` or `chromium-browser` on the PATH. Exits 0 when
every check passes, 1 on the first failure. scripts/check/check-gallery.sh
builds the CLI, writes DIR and runs this.
"""

import json
import os
import pathlib
import shutil
import sys

from playwright.sync_api import sync_playwright

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
FILES = "abcdefgh"


def square(name):
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def square_name(sq):
    return FILES[sq % 8] + str(sq // 8 + 1)


def flat(values):
    if isinstance(values, list):
        return [x for v in values for x in flat(v)]
    return [values]


class Check:
    def __init__(self):
        self.count = 0

    def __call__(self, ok, what):
        self.count += 1
        if not ok:
            print(f"FAIL: {what}")
            sys.exit(1)
        print(f"ok: {what}")


def browser_path():
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        print("FAIL: no Chromium: set CHROMIUM or install chromium")
        sys.exit(1)
    return path


def board_values(page, table):
    """The 64 cells of a table's board as text, indexed by square."""
    cells = page.eval_on_selector_all(
        f"#{table} .board .cell",
        "cells => cells.map(c => [c.dataset.square, c.innerText.trim()])",
    )
    by_square = {square(name): text for name, text in cells}
    return [by_square.get(sq) for sq in range(64)]


def arguments(doc):
    """DIR [--screenshot PNG] from the command line: DIR, its JSON export
    (name -> table), the page's address and the screenshot's path."""
    if len(sys.argv) not in (2, 4) or (len(sys.argv) == 4 and sys.argv[2] != "--screenshot"):
        print(doc)
        sys.exit(2)
    out = pathlib.Path(sys.argv[1]).resolve()
    screenshot = pathlib.Path(sys.argv[3]) if len(sys.argv) == 4 else None
    export = json.loads((out / "chess_tables.json").read_text())
    tables = {t["name"]: t for t in export["tables"]}
    return out, tables, (out / "chess_tables.html").as_uri(), screenshot


def main():
    out, tables, url, screenshot = arguments(__doc__)
    check = Check()
    check(len(tables) > 0, f"{len(tables)} tables in the JSON export")

    errors, requests = [], []

    def watch(page):
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("request", lambda r: requests.append(r.url))

    def ready(page):
        page.wait_for_selector("body[data-ready=yes]", timeout=10_000)

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path(), args=ARGS)
        print(f"browser: Chromium {browser.version}")

        # 1. Open the file from disk.
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        watch(page)
        page.goto(url)
        ready(page)
        check(page.title().startswith("chess-tables"), f"opened {out.name}/chess_tables.html: {page.title()!r}")

        # 2. Every table of the export appears, drawn, in its family's
        # section, with the Rust docs' shape and size.
        articles = page.eval_on_selector_all("article.table", "a => a.map(x => x.id)")
        check(sorted(articles) == sorted(tables), f"one article per table, {len(articles)} in all")
        for name, t in tables.items():
            info = page.evaluate(
                """name => {
                    const a = document.getElementById(name);
                    const v = a.querySelector('.view');
                    return {
                        heading: a.querySelector('h3').innerText,
                        family: a.closest('section').id,
                        doc: a.querySelector('.doc').innerText,
                        drawn: v.children.length > 0 && !v.querySelector('.error, .noscript'),
                        visible: a.getBoundingClientRect().height > 0,
                    };
                }""",
                name,
            )
            ok = (
                info["heading"] == name
                and info["family"] == "family-" + t["family"]
                and f"Size: {t['bytes']:,} bytes." in info["doc"]
                and t["definition"].replace("`", "")[:40] in info["doc"]
                and info["drawn"]
                and info["visible"]
            )
            check(ok, f"{name}: in {t['family']}, documented ({t['bytes']} bytes), drawn")

        # 3. Click e4 on KNIGHT_DISTANCE; the board shows its row.
        knight = flat(tables["KNIGHT_DISTANCE"]["values"])
        e4 = square("e4")
        page.click("#KNIGHT_DISTANCE .board [data-square=e4]")
        got = board_values(page, "KNIGHT_DISTANCE")
        want = [str(v) for v in knight[e4 * 64 : e4 * 64 + 64]]
        check(got == want, f"click e4 on KNIGHT_DISTANCE: the 64 values are row e4 ({' '.join(got[:8])} ...)")
        check(page.evaluate("location.hash") == "#KNIGHT_DISTANCE/e4", "the address says #KNIGHT_DISTANCE/e4")
        check(
            page.get_attribute("#KNIGHT_DISTANCE [data-square=e4]", "aria-pressed") == "true",
            "e4 is marked chosen (aria-pressed)",
        )

        # 4. Addresses open views: a hash change on the open page, and fresh
        # loads of a square-by-square table and of a two-square mask.
        page.evaluate("location.hash = '#MANHATTAN_DISTANCE/b7'")
        page.wait_for_function("document.querySelector('#MANHATTAN_DISTANCE .expr .ref').innerText === 'b7'")
        manhattan = flat(tables["MANHATTAN_DISTANCE"]["values"])
        b7 = square("b7")
        got = board_values(page, "MANHATTAN_DISTANCE")
        check(
            got == [str(v) for v in manhattan[b7 * 64 : b7 * 64 + 64]],
            "#MANHATTAN_DISTANCE/b7 (hash change): row b7",
        )
        in_view = "n => { const r = document.getElementById(n).getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; }"
        check(page.evaluate(in_view, "MANHATTAN_DISTANCE"), "MANHATTAN_DISTANCE scrolled into view")

        page2 = browser.new_page(viewport={"width": 1000, "height": 900})
        watch(page2)
        page2.goto(url + "#BETWEEN/c2/g6")
        ready(page2)
        between = [int(v, 16) for v in flat(tables["BETWEEN"]["values"])]
        mask = between[square("c2") * 64 + square("g6")]
        got = board_values(page2, "BETWEEN")
        want = ["x" if mask >> sq & 1 else "\u00b7" for sq in range(64)]
        set_squares = [square_name(sq) for sq in range(64) if got[sq] == "x"]
        check(got == want and set_squares == ["d3", "e4", "f5"], f"#BETWEEN/c2/g6 (fresh load): {set_squares} set")
        check(page2.evaluate(in_view, "BETWEEN"), "BETWEEN scrolled into view")

        page2.goto(url + "#PAWN_ATTACKS/1/e4")
        page2.reload()
        ready(page2)
        pawn = [int(v, 16) for v in flat(tables["PAWN_ATTACKS"]["values"])]
        got = board_values(page2, "PAWN_ATTACKS")
        want = ["x" if pawn[64 + e4] >> sq & 1 else "\u00b7" for sq in range(64)]
        check(got == want, "#PAWN_ATTACKS/1/e4: black pawn on e4 attacks d3 and f3")

        # Malformed addresses are ignored: no error, the view stays as it was
        # (names of Object.prototype's members are no table either).
        page.evaluate("location.hash = '#MANHATTAN_DISTANCE/b7'")
        before = board_values(page, "MANHATTAN_DISTANCE")
        bad = ["#constructor/e4", "#__proto__/e4", "#toString/1", "#hasOwnProperty/a1/b2",
               "#NO_SUCH_TABLE/e4", "#MANHATTAN_DISTANCE/z9", "#MANHATTAN_DISTANCE/e4/e5",
               "#MANHATTAN_DISTANCE/E4", "#MANHATTAN_DISTANCE/e4x", "#MANHATTAN_DISTANCE/%E0%A4",
               "#PAWN_ATTACKS/7/e4", "#PAWN_ATTACKS/1x/e4", "#PAWN_ATTACKS/-1/e4", "#MANHATTAN_DISTANCE/"]
        for address in bad:
            errors_before = len(errors)
            page.evaluate(f"location.hash = {json.dumps(address)}")
            page.evaluate("new Promise(r => setTimeout(r, 50))")
            check(len(errors) == errors_before and board_values(page, "MANHATTAN_DISTANCE") == before
                  and page.inner_text("#MANHATTAN_DISTANCE .expr .ref") == "b7",
                  f"{address} is ignored ({errors[errors_before:][:1]})")
        pawn_ref = page.inner_text("#PAWN_ATTACKS .view")
        page.evaluate("location.hash = '#PAWN_ATTACKS/9/e4'")
        page.evaluate("new Promise(r => setTimeout(r, 50))")
        check(page.inner_text("#PAWN_ATTACKS .view") == pawn_ref, "#PAWN_ATTACKS/9/e4 leaves the view as it was")

        # The 0x88 grid and a key lookup, read back as text.
        direction = tables["X88_DIRECTION"]["values"]
        cell = page2.inner_text("#X88_DIRECTION .x88 [data-df='1'][data-dr='1']")
        check(cell == str(direction[16 + 1 + 120]) == "17", "X88_DIRECTION at file +1, rank +1 is 17")
        keys = tables["POLYGLOT_KEYS"]["values"]
        page2.select_option("#POLYGLOT_KEYS .keyform select >> nth=0", label="white knight")
        page2.select_option("#POLYGLOT_KEYS .keyform select >> nth=1", label="e4")
        caption = page2.inner_text("#POLYGLOT_KEYS .caption")
        want = int(keys[3 * 64 + e4], 16)
        check(
            caption.startswith("POLYGLOT_KEYS[220] = ")
            and int(caption.split(" = ")[1].split()[0].replace("_", ""), 16) == want,
            f"white knight on e4 uses key 220: {caption}",
        )
        page2.fill("#POLYGLOT_KEYS input[type=search]", keys[780])
        shown = page2.eval_on_selector_all("#POLYGLOT_KEYS tbody tr:not([hidden])", "r => r.map(x => x.dataset.index)")
        check(shown == ["780"], "searching key 780's hex finds exactly key 780 (white to move)")
        page2.close()

        # 6. The keyboard alone, 320 px wide: Tab to the KNIGHT_DISTANCE
        # link, follow it, Tab into the board, arrows to e4, Enter.
        narrow = browser.new_page(viewport={"width": 320, "height": 640})
        watch(narrow)
        narrow.goto(url)
        ready(narrow)
        check(
            narrow.evaluate("document.documentElement.scrollWidth") <= 320,
            "320 px: the page does not scroll sideways",
        )
        active = "() => { const a = document.activeElement; return [a.tagName, a.getAttribute('href') || '', a.dataset.square || '', a.closest('article') ? a.closest('article').id : '']; }"
        for _ in range(300):
            narrow.keyboard.press("Tab")
            if narrow.evaluate(active)[1] == "#KNIGHT_DISTANCE":
                break
        check(narrow.evaluate(active)[1] == "#KNIGHT_DISTANCE", "Tab reaches the KNIGHT_DISTANCE link")
        narrow.keyboard.press("Enter")
        for _ in range(10):
            narrow.keyboard.press("Tab")
            tag, _, sq, article = narrow.evaluate(active)
            if sq and article == "KNIGHT_DISTANCE":
                break
        tag, _, start, article = narrow.evaluate(active)
        check(start and article == "KNIGHT_DISTANCE", f"Tab enters the KNIGHT_DISTANCE board at {start}")
        f0, r0 = FILES.index(start[0]), int(start[1]) - 1
        for _ in range(abs(4 - f0)):
            narrow.keyboard.press("ArrowRight" if f0 < 4 else "ArrowLeft")
        for _ in range(abs(3 - r0)):
            narrow.keyboard.press("ArrowUp" if r0 < 3 else "ArrowDown")
        check(narrow.evaluate(active)[2] == "e4", "the arrow keys move to e4")
        narrow.keyboard.press("Enter")
        got = board_values(narrow, "KNIGHT_DISTANCE")
        want = [str(v) for v in knight[e4 * 64 : e4 * 64 + 64]]
        check(got == want, "Enter on e4: the 64 cells read row e4 as text")
        check(narrow.evaluate("location.hash") == "#KNIGHT_DISTANCE/e4", "the address says #KNIGHT_DISTANCE/e4")
        box = narrow.locator("#KNIGHT_DISTANCE .board").bounding_box()
        check(box["x"] >= 0 and box["x"] + box["width"] <= 320, f"the board fits 320 px ({box['width']:.0f} px wide)")
        check(narrow.evaluate("document.documentElement.scrollWidth") <= 320, "still no sideways scrolling")
        narrow.close()

        if screenshot:
            shot = browser.new_page(viewport={"width": 760, "height": 900})
            shot.goto(url + "#KNIGHT_DISTANCE/e4")
            ready(shot)
            shot.screenshot(path=str(screenshot))
            print(f"screenshot: {screenshot}")

        # 5. No console errors, nothing fetched but the file itself.
        check(not errors, f"no console errors ({errors[:3]})")
        outside = [u for u in requests if not u.startswith("file:")]
        check(not outside, f"nothing fetched from outside the file ({len(requests)} requests, {outside[:3]})")
        browser.close()
    print(f"all {check.count} browser checks passed")


if __name__ == "__main__":
    main()
