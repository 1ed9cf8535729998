#!/usr/bin/env python3
"""Drives the HTML gallery of codegen/docs/own-tables.md's example crate (the
distance family and three tables of its own) in headless Chromium.

    python3 tests/browser/test_own_tables.py DIR [--screenshot PNG]

DIR is the example's build-script output directory (chess_tables.html and
chess_tables.json, written by its build script); the JSON export is the
reference for the values. scripts/check/check-gallery.sh builds the example and
runs this after tests/browser/test_gallery.py, whose helpers it uses.
"""

import pathlib
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from test_gallery import ARGS, Check, arguments, board_values, browser_path, flat, square, square_name  # noqa: E402

OWN = ["KNIGHT_PST", "LATE_MOVE_REDUCTION", "KING_ZONE"]


def main():
    _, tables, url, screenshot = arguments(__doc__)
    check = Check()
    check(all(tables[name]["family"] == "eval" for name in OWN), "the three tables of its own are in the export, family eval")

    errors = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path(), args=ARGS)
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(url)
        page.wait_for_selector("body[data-ready=yes]", timeout=10_000)

        for name in OWN:
            info = page.evaluate(
                """name => {
                    const a = document.getElementById(name);
                    const v = a.querySelector('.view');
                    return {
                        family: a.closest('section').id,
                        doc: a.querySelector('.doc').innerText,
                        drawn: v.children.length > 0 && !v.querySelector('.error, .noscript'),
                    };
                }""",
                name,
            )
            check(
                info["family"] == "family-eval"
                and f"Size: {tables[name]['bytes']:,} bytes." in info["doc"]
                and "Fingerprint:" in info["doc"]
                and info["drawn"],
                f"{name}: in its own family's section, documented with its size and fingerprint, drawn",
            )

        # The piece-square table as a heat map, black's side chosen by address.
        knight = flat(tables["KNIGHT_PST"]["values"])
        page.evaluate("location.hash = '#KNIGHT_PST/1'")
        page.wait_for_function("document.querySelector('#KNIGHT_PST .board .cell').innerText !== ''")
        got = board_values(page, "KNIGHT_PST")
        check(got == [str(v) for v in knight[64:128]], f"#KNIGHT_PST/1: black's 64 values on the board (g8 {got[square('g8')]})")
        pictures = page.text_content("#KNIGHT_PST details")
        check("KNIGHT_PST[0][sq] (white) as a board:" in pictures and "-50 -40 -30" in pictures,
              "the Rust docs' board pictures are beside the drawing")

        # The king zone of a white king on g1, as a board of set squares.
        zone = [int(v, 16) for v in flat(tables["KING_ZONE"]["values"])]
        page.evaluate("location.hash = '#KING_ZONE/0/g1'")
        page.wait_for_function("document.querySelector('#KING_ZONE .expr').innerText.includes('g1')")
        got = board_values(page, "KING_ZONE")
        set_squares = [square_name(sq) for sq in range(64) if got[sq] == "x"]
        check(zone[square("g1")] == 0xE0E0E0 and set_squares == [square_name(sq) for sq in range(64) if 0xE0E0E0 >> sq & 1],
              f"#KING_ZONE/0/g1: {set_squares}")

        # The reduction table, a count by a count: one depth's row as a list.
        lmr = tables["LATE_MOVE_REDUCTION"]["values"]
        page.evaluate("location.hash = '#LATE_MOVE_REDUCTION/8'")
        page.wait_for_function("document.querySelector('#LATE_MOVE_REDUCTION .expr').innerText.includes('8')")
        cells = page.eval_on_selector_all("#LATE_MOVE_REDUCTION .list .value", "c => c.map(x => x.innerText)")
        check(cells == [str(v) for v in lmr[8 * 64:9 * 64]] and cells[20] == "4", f"#LATE_MOVE_REDUCTION/8: depth 8's 64 reductions, move 20 is {cells[20]}")

        if screenshot:
            shot = browser.new_page(viewport={"width": 760, "height": 900})
            shot.goto(url + "#KNIGHT_PST/0")
            shot.wait_for_selector("body[data-ready=yes]", timeout=10_000)
            shot.screenshot(path=str(screenshot))
            print(f"screenshot: {screenshot}")

        check(not errors, f"no console errors ({errors[:3]})")
        browser.close()
    print(f"all {check.count} browser checks of the tables of your own passed")


if __name__ == "__main__":
    main()
