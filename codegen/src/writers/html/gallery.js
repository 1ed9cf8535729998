// chess-tables gallery: draws every table of the page's data block.
// Generic over the table model: a table's view ("heat", "mask", "x88",
// "keys", "list", "scalar"), its dimensions and which of them are squares
// come from the generator; nothing here knows a table's name.
(function () {
  "use strict";

  var FILES = "abcdefgh";
  var KINDS = ["black pawn", "white pawn", "black knight", "white knight", "black bishop",
    "white bishop", "black rook", "white rook", "black queen", "white queen", "black king",
    "white king"];
  var CASTLING = ["white short (K)", "white long (Q)", "black short (k)", "black long (q)"];
  var RIGHTS = "KQkq";
  // The words for an index along an axis of these kinds (the generator's
  // axis names); other axes are counted ("depth 3").
  var NAMED = {
    color: ["white", "black"],
    square_color: ["dark", "light"],
    direction: ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"],
    diagonal_kind: ["diagonal", "anti-diagonal"],
    side: ["king side (O-O)", "queen side (O-O-O)"],
    castling_square: ["king's start", "king's end", "rook's start", "rook's end"],
    field: ["mask", "magic", "offset"],
    role: ["pawn", "knight", "bishop", "rook", "queen", "king"],
    piece: KINDS
  };
  // Boards along these axes hold different things' values (a piece-square
  // table's material): each board's colours are scaled on their own.
  var OWN_SCALE = ["piece", "role", "color"];
  var PLURAL = { piece: "pieces", role: "roles", color: "sides" };
  // An axis longer than this is chosen with a number, not a list.
  var SELECT_LIMIT = 256;
  // A list view shows this many cells at a time.
  var LIST_WINDOW = 256;

  function squareName(sq) { return FILES[sq & 7] + ((sq >> 3) + 1); }
  function parseSquare(text) {
    var m = /^([a-h])([1-8])$/.exec(text || "");
    return m ? (Number(m[2]) - 1) * 8 + FILES.indexOf(m[1]) : null;
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }
  function rightsName(i) {
    var rights = "";
    for (var b = 0; b < 4; b++) { if (i >> b & 1) { rights += RIGHTS[b]; } }
    return rights ? "rights " + rights : "no rights";
  }
  // Index i along the table's axis in words: "white knight", "e4",
  // "a-file", "rank 2", "depth 3".
  function indexName(t, axis, i) {
    var kind = t.kinds[axis];
    if (kind === "square") { return squareName(i); }
    if (NAMED[kind]) { return NAMED[kind][i]; }
    if (kind === "file") { return FILES[i] + "-file"; }
    if (kind === "rank") { return "rank " + (i + 1); }
    if (kind === "rights") { return rightsName(i); }
    return t.names[axis] + " " + i;
  }
  // 1048576 as "1,048,576".
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
  function groupHex(h) {
    h = h.toUpperCase();
    return "0x" + h.slice(0, 4) + "_" + h.slice(4, 8) + "_" + h.slice(8, 12) + "_" + h.slice(12);
  }

  // ---- values ----
  // 8- to 32-bit elements arrive as base64 of their little-endian bytes:
  // each storage type's array, DataView reader and size.
  var TYPED = {
    u8: [Uint8Array, "getUint8", 1], i8: [Int8Array, "getInt8", 1],
    u16: [Uint16Array, "getUint16", 2], i16: [Int16Array, "getInt16", 2],
    u32: [Uint32Array, "getUint32", 4], i32: [Int32Array, "getInt32", 4]
  };
  var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  function decode(t) {
    var type = TYPED[t.element];
    if (!type || typeof t.data !== "string") { return t.data; }
    var text = atob(t.data), bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) { bytes[i] = text.charCodeAt(i); }
    // A little-endian host (every common one) reads the bytes as they are.
    if (LITTLE_ENDIAN) { return new type[0](bytes.buffer); }
    var view = new DataView(bytes.buffer), n = bytes.length / type[2], out = new type[0](n);
    for (var k = 0; k < n; k++) { out[k] = view[type[1]](k * type[2], true); }
    return out;
  }
  function hexAt(t, i) { return t.data.slice(16 * i, 16 * i + 16); }
  function words(h) { return [parseInt(h.slice(0, 8), 16) >>> 0, parseInt(h.slice(8), 16) >>> 0]; }
  function wordsHex(w) {
    return ("00000000" + w[0].toString(16)).slice(-8) + ("00000000" + w[1].toString(16)).slice(-8);
  }
  function bit(w, sq) { return sq < 32 ? (w[1] >>> sq) & 1 : (w[0] >>> (sq - 32)) & 1; }
  function popcount(w) {
    var n = 0;
    for (var sq = 0; sq < 64; sq++) { n += bit(w, sq); }
    return n;
  }
  function strides(dims) {
    var s = [], p = 1;
    for (var i = dims.length - 1; i >= 0; i--) { s[i] = p; p *= dims[i]; }
    return s;
  }
  // The least and greatest of the values from `start` (default 0) to `end`
  // (default the table's end).
  function range(t, start, end) {
    var lo = Infinity, hi = -Infinity;
    for (var i = start || 0, stop = end === undefined ? t.data.length : end; i < stop; i++) {
      if (t.data[i] < lo) { lo = t.data[i]; }
      if (t.data[i] > hi) { hi = t.data[i]; }
    }
    return [lo, hi];
  }
  // Colour by value, light (low) to dark (high); the value is always the
  // cell's text as well.
  function heat(node, v, lo, hi) {
    var f = hi > lo ? (v - lo) / (hi - lo) : 0;
    var light = Math.round(96 - 62 * f);
    node.style.backgroundColor = "hsl(205, 70%, " + light + "%)";
    node.style.color = light < 58 ? "#fff" : "#111";
  }

  // ---- state and addresses ----
  // Selector axes: every axis of a mask, every axis but the one drawn
  // (the board or the list) of heat and list views.
  function selectorAxes(t) {
    var drawn = drawnAxis(t);
    if (t.view !== "mask" && drawn < 0) { return []; }
    return t.dims.map(function (_, i) { return i; }).filter(function (i) { return i !== drawn; });
  }
  // The axis a view draws whole: the board's squares (the last axis) of a
  // heat map, the innermost axis longer than 1 of a list; none (-1) for
  // the other views.
  function drawnAxis(t) {
    if (t.view === "heat") { return t.dims.length - 1; }
    if (t.view !== "list") { return -1; }
    for (var i = t.dims.length - 1; i > 0; i--) {
      if (t.dims[i] > 1) { return i; }
    }
    return 0;
  }
  // Square selector axes chosen on the board itself.
  function boardAxes(t) {
    if (t.view !== "heat" && t.view !== "mask") { return []; }
    return selectorAxes(t).filter(function (i) { return t.axes[i] === "square"; });
  }
  function initialState(t) {
    var sel = {};
    var onBoard = boardAxes(t);
    selectorAxes(t).forEach(function (i) {
      // Index selectors start in the middle (DIAGONALS[0][7] is the long diagonal).
      sel[i] = onBoard.indexOf(i) >= 0 ? null
        : t.axes[i] === "square" ? t.example : Math.floor((t.dims[i] - 1) / 2);
    });
    // A heat map draws once every board square is chosen: all start at
    // the example square. A mask starts with its first square, the union
    // over the others.
    onBoard.forEach(function (i, k) { if (k === 0 || t.view === "heat") { sel[i] = t.example; } });
    return sel;
  }
  function hashFor(t) {
    var parts = selectorAxes(t).map(function (i) {
      var v = t.sel[i];
      if (v === null) { return "-"; }
      return t.axes[i] === "square" ? squareName(v) : String(v);
    });
    while (parts.length && parts[parts.length - 1] === "-") { parts.pop(); }
    return "#" + [t.name].concat(parts).join("/");
  }
  // The selection an address's parts name, or null when they are malformed
  // (a bad square or index, or more parts than the table has selectors):
  // such an address is ignored. A board square may be "-" (not chosen), as
  // hashFor writes it, and trailing "-" parts may be left out.
  function partsSelection(t, parts) {
    var axes = selectorAxes(t), onBoard = boardAxes(t), sel = {};
    if (parts.length > axes.length) { return null; }
    for (var k = 0; k < axes.length; k++) {
      var axis = axes[k], p = parts[k];
      if (onBoard.indexOf(axis) >= 0 && (p === undefined || p === "-")) {
        sel[axis] = null;
      } else if (t.axes[axis] === "square") {
        sel[axis] = parseSquare(p);
        if (sel[axis] === null) { return null; }
      } else {
        if (!/^(0|[1-9][0-9]{0,6})$/.test(p || "")) { return null; }
        sel[axis] = Number(p);
        if (sel[axis] >= t.dims[axis]) { return null; }
      }
    }
    return sel;
  }
  // ---- boards ----
  // An 8x8 board, rank 8 on top; interactive boards are a grid of buttons
  // with one tab stop, moved by the arrow keys; Enter or Space chooses.
  function board(t, interactive, onChoose) {
    var wrap = el("div", { "class": "board", role: "group", "aria-label": t.name + " board" });
    var cells = [];
    for (var rank = 7; rank >= 0; rank--) {
      wrap.appendChild(el("span", { "class": "label", "aria-hidden": "true" }, String(rank + 1)));
      for (var file = 0; file < 8; file++) {
        var sq = rank * 8 + file;
        var cell = el(interactive ? "button" : "span", {
          "class": "cell" + ((rank + file) % 2 ? " light" : " dark"),
          "data-square": squareName(sq)
        });
        if (interactive) {
          cell.type = "button";
          cell.tabIndex = -1;
          cell.addEventListener("click", onChoose.bind(null, sq));
        }
        cells[sq] = cell;
        wrap.appendChild(cell);
      }
    }
    wrap.appendChild(el("span", { "class": "label" }));
    for (var f = 0; f < 8; f++) {
      wrap.appendChild(el("span", { "class": "label", "aria-hidden": "true" }, FILES[f]));
    }
    if (interactive) {
      wrap.addEventListener("keydown", function (event) {
        var sq = cells.indexOf(document.activeElement);
        if (sq < 0) { return; }
        var file = sq & 7, rank = sq >> 3;
        switch (event.key) {
          case "ArrowLeft": file = Math.max(0, file - 1); break;
          case "ArrowRight": file = Math.min(7, file + 1); break;
          case "ArrowUp": rank = Math.min(7, rank + 1); break;
          case "ArrowDown": rank = Math.max(0, rank - 1); break;
          case "Home": file = 0; break;
          case "End": file = 7; break;
          default: return;
        }
        event.preventDefault();
        focusCell(cells, rank * 8 + file, true);
      });
    }
    return { node: wrap, cells: cells };
  }
  function focusCell(cells, sq, focus) {
    cells.forEach(function (c, i) { c.tabIndex = i === sq ? 0 : -1; });
    if (focus) { cells[sq].focus(); }
  }

  // Board clicks fill the board's square axes in order: the first click
  // (or any click once all are chosen) starts again from the first axis.
  function chooseOnBoard(t, sq) {
    var axes = boardAxes(t);
    var open = axes.filter(function (i) { return t.sel[i] === null; });
    if (t.sel[axes[0]] === null || !open.length) {
      axes.forEach(function (i, k) { t.sel[i] = k === 0 ? sq : null; });
    } else {
      t.sel[open[0]] = sq;
    }
    t.focus = sq;
    history.replaceState(null, "", hashFor(t));
    t.update();
  }

  // The index expression above a view, the title of what it draws:
  // NAME[white][e4][square], in the axes' order: each chosen index a
  // control (a list of named indices, a number for a long axis, a square
  // chosen on the board), an axis of length 1 its only index, the axis
  // drawn by its name.
  function expression(t) {
    var line = el("p", { "class": "expr" });
    line.appendChild(el("code", null, t.name));
    var onBoard = boardAxes(t), drawn = drawnAxis(t);
    var refs = {};
    t.selects = {};
    t.dims.forEach(function (n, axis) {
      if (axis === drawn) {
        line.appendChild(el("code", null, "[" + t.names[axis] + "]"));
        return;
      }
      line.appendChild(document.createTextNode("["));
      if (onBoard.indexOf(axis) >= 0) {
        refs[axis] = line.appendChild(el("code", { "class": "ref", title: t.names[axis] }));
      } else if (n === 1) {
        line.appendChild(el("code", { title: t.names[axis] + ", its only index" }, "0"));
      } else {
        t.selects[axis] = line.appendChild(control(t, axis));
      }
      line.appendChild(document.createTextNode("]"));
    });
    return { node: line, refs: refs };
  }
  // The control of an index: a list of the axis's indices by name, or for
  // a long axis a number, its name before it. A number out of range is
  // put back.
  function control(t, axis) {
    var n = t.dims[axis], node;
    if (n <= SELECT_LIMIT) {
      node = el("select", { "aria-label": t.names[axis] });
      for (var i = 0; i < n; i++) {
        node.appendChild(el("option", { value: String(i) }, indexName(t, axis, i)));
      }
    } else {
      var label = el("label", { "class": "index" }, t.names[axis] + " ");
      node = label.appendChild(el("input", {
        type: "number", min: "0", max: String(n - 1), step: "1",
        "aria-label": t.names[axis] + ", 0 to " + (n - 1)
      }));
    }
    onIndex(node, n, function () { return t.sel[axis]; }, function (v) {
      t.sel[axis] = v;
      history.replaceState(null, "", hashFor(t));
      t.update();
    });
    return n <= SELECT_LIMIT ? node : node.parentNode;
  }
  // Calls choose(index) when the control commits an index in 0..n; anything
  // else (empty, a fraction, out of range) puts back current().
  function onIndex(node, n, current, choose) {
    node.addEventListener("change", function () {
      var v = Number(node.value);
      if (node.value === "" || !Number.isInteger(v) || v < 0 || v >= n) {
        node.value = String(current());
        return;
      }
      choose(v);
    });
  }
  function refreshExpression(t, expr) {
    Object.keys(expr.refs).forEach(function (axis) {
      var v = t.sel[axis];
      expr.refs[axis].textContent = v === null ? "any" : squareName(v);
    });
    Object.keys(t.selects).forEach(function (axis) {
      var node = t.selects[axis];
      (node.tagName === "LABEL" ? node.querySelector("input") : node).value = String(t.sel[axis]);
    });
  }

  // Flat index of the chosen element (selector axes), with the drawn axis at `at`.
  function flatIndex(t, at) {
    var s = strides(t.dims), i = 0;
    selectorAxes(t).forEach(function (axis) { i += t.sel[axis] * s[axis]; });
    if (at !== undefined) { i += at * s[drawnAxis(t)]; }
    return i;
  }

  function heatView(t, view) {
    var whole = range(t);
    var onBoard = boardAxes(t);
    var ownScale = selectorAxes(t).some(function (i) { return OWN_SCALE.indexOf(t.kinds[i]) >= 0; });
    var expr = expression(t);
    var b = board(t, onBoard.length > 0, function (sq) { chooseOnBoard(t, sq); });
    var caption = el("p", { "class": "caption", "aria-live": "polite" });
    view.appendChild(expr.node);
    view.appendChild(b.node);
    view.appendChild(caption);
    var legend = view.appendChild(el("p", { "class": "legend" }));
    t.update = function () {
      // An open board axis (heat views have at most the row) shows nothing.
      var ready = onBoard.every(function (i) { return t.sel[i] !== null; });
      refreshExpression(t, expr);
      var scale = ownScale && ready ? range(t, flatIndex(t, 0), flatIndex(t, 64)) : whole;
      var lo = scale[0], hi = scale[1];
      legend.textContent = "Colour runs from light (" + lo + ") to dark (" + hi + ") " + (ownScale
        ? "on this board: each board is scaled on its own, as the boards of different " +
          selectorAxes(t).filter(function (i) { return OWN_SCALE.indexOf(t.kinds[i]) >= 0; })
            .map(function (i) { return PLURAL[t.kinds[i]]; }).join(" and ") + " hold values of their own."
        : "over the whole table, so that boards compare.");
      var chosen = onBoard.map(function (i) { return t.sel[i]; });
      for (var sq = 0; sq < 64; sq++) {
        var cell = b.cells[sq];
        var v = ready ? t.data[flatIndex(t, sq)] : null;
        cell.textContent = v === null ? "" : String(v);
        cell.setAttribute("aria-label", squareName(sq) + ": " + (v === null ? "no value" : v) +
          (chosen.indexOf(sq) >= 0 ? ", chosen" : ""));
        if (v === null) { cell.removeAttribute("style"); } else { heat(cell, v, lo, hi); }
        cell.classList.toggle("chosen", chosen.indexOf(sq) >= 0);
        if (onBoard.length) { cell.setAttribute("aria-pressed", String(chosen.indexOf(sq) >= 0)); }
      }
      if (onBoard.length) { focusCell(b.cells, t.focus === undefined ? chosen[0] || 0 : t.focus, false); }
      caption.textContent = onBoard.length
        ? (ready ? "Values from " + chosen.map(squareName).join(", ") + " to every square."
          : "Choose a square.")
        : "Every square's value.";
    };
  }

  function maskView(t, view) {
    var onBoard = boardAxes(t);
    var expr = expression(t);
    var b = board(t, onBoard.length > 0, function (sq) { chooseOnBoard(t, sq); });
    var caption = el("p", { "class": "caption", "aria-live": "polite" });
    view.appendChild(expr.node);
    if (onBoard.length > 1) {
      view.appendChild(el("p", { "class": "hint" },
        "Choose " + onBoard.length + " squares in turn (index order); a further choice starts again."));
    }
    view.appendChild(b.node);
    view.appendChild(caption);
    t.update = function () {
      refreshExpression(t, expr);
      // The union over the axes still open.
      var open = selectorAxes(t).filter(function (i) { return t.sel[i] === null; });
      var s = strides(t.dims), base = flatIndex(withZeros(t, open));
      var w = [0, 0], count = 0;
      (function walk(k, i) {
        if (k === open.length) {
          var m = words(hexAt(t, i));
          w = [(w[0] | m[0]) >>> 0, (w[1] | m[1]) >>> 0];
          count++;
          return;
        }
        for (var j = 0; j < t.dims[open[k]]; j++) { walk(k + 1, i + j * s[open[k]]); }
      })(0, base);
      var chosen = onBoard.map(function (i) { return t.sel[i]; });
      for (var sq = 0; sq < 64; sq++) {
        var cell = b.cells[sq], set = bit(w, sq) === 1, mark = chosen.indexOf(sq);
        cell.textContent = set ? "x" : "\u00b7";
        cell.classList.toggle("set", set);
        cell.classList.toggle("chosen", mark >= 0);
        cell.setAttribute("aria-label", squareName(sq) + ": " + (set ? "set" : "clear") +
          (mark >= 0 ? ", chosen square " + (mark + 1) : ""));
        if (onBoard.length) { cell.setAttribute("aria-pressed", String(mark >= 0)); }
      }
      if (onBoard.length) {
        var first = chosen[0] === null ? 0 : chosen[0];
        focusCell(b.cells, t.focus === undefined ? first : t.focus, false);
      }
      var hex = groupHex(wordsHex(w));
      caption.textContent = (count > 1 ? "Union of " + count + " masks: " : "") + hex + ", " +
        popcount(w) + (popcount(w) === 1 ? " square set" : " squares set") +
        (chosen.length ? "; chosen: " + chosen.map(function (c) { return c === null ? "any" : squareName(c); }).join(", ") : "") + ".";
    };
  }
  function withZeros(t, open) {
    var copy = { dims: t.dims, view: t.view, sel: {} };
    Object.keys(t.sel).forEach(function (k) { copy.sel[k] = open.indexOf(Number(k)) >= 0 ? 0 : t.sel[k]; });
    return copy;
  }

  function x88View(t, view) {
    var lo = range(t)[0], hi = range(t)[1];
    view.appendChild(el("p", { "class": "hint" }, "Rows: rank difference (b's rank - a's rank, +7 on top); " +
      "columns: file difference (b's file - a's file, -7 to +7); the center cell is a == b. Index = 16 * rank " +
      "difference + file difference + " + t.offset + "."));
    var scroller = el("div", { "class": "scroll" });
    var grid = el("div", { "class": "x88", role: "group", "aria-label": t.name + " by file and rank difference" });
    grid.appendChild(el("span", { "class": "label" }, "\u0394r\\\u0394f"));
    for (var df = -7; df <= 7; df++) { grid.appendChild(el("span", { "class": "label" }, (df > 0 ? "+" : "") + df)); }
    for (var dr = 7; dr >= -7; dr--) {
      grid.appendChild(el("span", { "class": "label" }, (dr > 0 ? "+" : "") + dr));
      for (df = -7; df <= 7; df++) {
        var i = 16 * dr + df + t.offset, v = t.data[i];
        var text = t.kind === "u8bits" ? "0x" + ("0" + v.toString(16).toUpperCase()).slice(-2) : String(v);
        var cell = el("span", {
          "class": "cell" + (dr === 0 && df === 0 ? " chosen" : ""),
          "data-df": String(df), "data-dr": String(dr),
          "aria-label": "file " + df + ", rank " + dr + ": " + text + " (index " + i + ")",
          title: "index " + i
        }, text);
        if (t.kind === "u8bits") {
          if (v) { cell.classList.add("set"); }
        } else {
          heat(cell, v, lo, hi);
        }
        grid.appendChild(cell);
      }
    }
    scroller.appendChild(grid);
    view.appendChild(scroller);
    t.update = function () {};
  }

  function keyMeaning(t, i) {
    if (t.layout === "polyglot") {
      if (i < 768) { return KINDS[i >> 6] + " on " + squareName(i & 63); }
      if (i < 772) { return "castling: " + CASTLING[i - 768]; }
      if (i < 780) { return "en passant: " + FILES[i - 772] + "-file"; }
      return "white to move";
    }
    if (t.layout === "castling") { return rightsName(i); }
    return "";
  }
  function indexLabel(t, i) {
    var s = strides(t.dims);
    return t.dims.map(function (_, k) { return "[" + Math.floor(i / s[k]) % t.dims[k] + "]"; }).join("");
  }

  function keysView(t, view) {
    var n = t.data.length / 16;
    var rows = [];
    var form = el("div", { "class": "keyform" });
    var out = el("p", { "class": "caption", "aria-live": "polite" });
    function show(i) {
      rows.forEach(function (r) { r.classList.remove("hit"); });
      search.value = "";
      filter();
      rows[i].classList.add("hit");
      rows[i].scrollIntoView({ block: "nearest" });
      out.textContent = t.name + "[" + i + "] = " + groupHex(hexAt(t, i)) +
        (keyMeaning(t, i) ? " (" + keyMeaning(t, i) + ")" : "");
    }
    function selectOf(label, options) {
      var lab = el("label", null, label + " ");
      var s = el("select");
      options.forEach(function (o, k) { s.appendChild(el("option", { value: String(k) }, o)); });
      lab.appendChild(s);
      return { label: lab, select: s };
    }
    if (t.layout === "polyglot") {
      var kind = selectOf("Piece", KINDS), square = selectOf("on", Array.from({ length: 64 }, function (_, s) { return squareName(s); }));
      var right = selectOf("Castling right", CASTLING), ep = selectOf("En passant file", FILES.split(""));
      var pieceRow = el("p");
      pieceRow.appendChild(kind.label); pieceRow.appendChild(square.label);
      var pieceKey = function () { show(64 * Number(kind.select.value) + Number(square.select.value)); };
      kind.select.addEventListener("change", pieceKey);
      square.select.addEventListener("change", pieceKey);
      var rightKey = function () { show(768 + Number(right.select.value)); };
      var epKey = function () { show(772 + Number(ep.select.value)); };
      right.select.addEventListener("change", rightKey);
      ep.select.addEventListener("change", epKey);
      var turn = el("button", { type: "button" }, "White to move");
      turn.addEventListener("click", function () { show(780); });
      var button = function (row, label, action) {
        var b = el("button", { type: "button", "aria-label": label }, "Show");
        b.addEventListener("click", action);
        row.appendChild(b);
      };
      var rightRow = el("p"), epRow = el("p");
      button(pieceRow, "Show the piece key", pieceKey);
      rightRow.appendChild(right.label);
      button(rightRow, "Show the castling key", rightKey);
      epRow.appendChild(ep.label);
      button(epRow, "Show the en passant key", epKey);
      epRow.appendChild(turn);
      form.appendChild(el("p", { "class": "hint" }, "Which key? Key 64 * kind + square for a piece (kinds in the " +
        "order of the Piece list), 768 + right for castling, 772 + file for en passant, 780 for white to move."));
      form.appendChild(pieceRow);
      form.appendChild(rightRow);
      form.appendChild(epRow);
    } else if (t.layout === "castling") {
      var boxes = el("p");
      boxes.appendChild(document.createTextNode("Rights: "));
      var checks = RIGHTS.split("").map(function (r, b) {
        var lab = el("label"), box = el("input", { type: "checkbox" });
        lab.appendChild(box);
        lab.appendChild(document.createTextNode(" " + r + " "));
        boxes.appendChild(lab);
        box.addEventListener("change", function () {
          show(checks.reduce(function (acc, c, k) { return acc | (c.checked ? 1 << k : 0); }, 0));
        });
        return box;
      });
      form.appendChild(boxes);
    }
    var searchLabel = el("label", null, "Search ");
    var search = el("input", { type: "search", placeholder: "index, hex or meaning", "aria-label": "Search " + t.name });
    searchLabel.appendChild(search);
    var count = el("span", { "class": "count", "aria-live": "polite" });
    var searchRow = el("p");
    searchRow.appendChild(searchLabel);
    searchRow.appendChild(count);
    form.appendChild(searchRow);
    view.appendChild(form);
    view.appendChild(out);
    var scroller = el("div", { "class": "keys", tabindex: "0", role: "region", "aria-label": t.name + " keys" });
    var table = el("table");
    var head = el("tr");
    ["index", "key", t.layout === "plain" ? "" : "used for"].forEach(function (h) { if (h) { head.appendChild(el("th", { scope: "col" }, h)); } });
    table.appendChild(el("thead")).appendChild(head);
    var body = table.appendChild(el("tbody"));
    for (var i = 0; i < n; i++) {
      var tr = el("tr", { "data-index": String(i) });
      tr.appendChild(el("td", null, t.dims.length > 1 ? indexLabel(t, i) : String(i)));
      tr.appendChild(el("td", { "class": "hex" }, groupHex(hexAt(t, i))));
      if (t.layout !== "plain") { tr.appendChild(el("td", null, keyMeaning(t, i))); }
      rows.push(tr);
      body.appendChild(tr);
    }
    scroller.appendChild(table);
    view.appendChild(scroller);
    function filter() {
      var q = search.value.trim().toLowerCase().replace(/_/g, "").replace(/^0x/, "");
      var shown = 0;
      rows.forEach(function (r, i) {
        var ok = !q || String(i) === q || hexAt(t, i).indexOf(q) >= 0 ||
          keyMeaning(t, i).toLowerCase().indexOf(q) >= 0;
        r.hidden = !ok;
        shown += ok ? 1 : 0;
      });
      count.textContent = " " + shown + " of " + n + " shown";
    }
    search.addEventListener("input", filter);
    filter();
    t.update = function () {};
  }

  // The cells along the drawn axis, at most LIST_WINDOW at a time: a longer
  // axis shows a window, its start chosen with a number.
  function listView(t, view) {
    var lastAxis = drawnAxis(t), last = t.dims[lastAxis];
    var shown = Math.min(last, LIST_WINDOW);
    var expr = expression(t);
    var grid = el("div", { "class": "list" });
    // Numbers are coloured; bit patterns (bytes, packed words, bitboards) are not.
    var numbers = ["u8", "i8", "u16number", "i16", "u32", "i32", "u64number"].indexOf(t.kind) >= 0;
    var patterns = t.kind === "u64" || t.kind === "u8bits" || t.kind === "u16";
    var whole = patterns ? [0, 0] : range(t), lo = whole[0], hi = whole[1];
    var named = t.kinds[lastAxis] !== "count" && t.kinds[lastAxis] !== "index" && t.kinds[lastAxis] !== "key";
    view.appendChild(expr.node);
    if (t.kind === "u8bits") {
      view.appendChild(el("p", { "class": "hint" }, "Each byte as 8 bits, bit 0 first (x = set)."));
    }
    t.from = 0;
    var pager = null;
    if (last > shown) {
      pager = el("p", { "class": "hint" });
      var label = el("label", null, "Start at " + t.names[lastAxis] + " ");
      var from = label.appendChild(el("input", {
        type: "number", min: "0", max: String(last - 1), step: String(shown),
        "aria-label": "first " + t.names[lastAxis] + " shown, 0 to " + (last - 1)
      }));
      from.value = "0";
      onIndex(from, last, function () { return t.from; }, function (v) {
        t.from = Math.min(v, last - shown);
        t.update();
      });
      pager.appendChild(label);
      pager.appendChild(el("span", { "class": "count", "aria-live": "polite" }));
      view.appendChild(pager);
    }
    // Columns as wide as the longest index and value, so no cell spills.
    var widest = String(last - 1).length + 2, longest = 0;
    if (named) {
      for (var n = 0; n < last; n++) { widest = Math.max(widest, indexName(t, lastAxis, n).length); }
    }
    if (t.kind === "u64") { longest = 21; } else if (t.kind === "u8bits") { longest = 13; } else if (t.kind === "u16") {
      longest = 6;
    } else { longest = Math.max(String(lo).length, String(hi).length); }
    grid.style.gridTemplateColumns = "repeat(auto-fill, minmax(min(" + (widest + longest + 2) + "ch, 100%), 1fr))";
    view.appendChild(grid);
    if (numbers) {
      view.appendChild(el("p", { "class": "legend" },
        "Colour runs from light (" + lo + ") to dark (" + hi + ") over the whole table, so that lists compare."));
    }
    var cells = [], labels = [];
    for (var i = 0; i < shown; i++) {
      var cell = el("div", { "class": "item" });
      labels.push(cell.appendChild(el("span", { "class": "index" })));
      cells.push(cell.appendChild(el("span", { "class": "value" })));
      grid.appendChild(cell);
    }
    t.update = function () {
      refreshExpression(t, expr);
      if (pager) {
        pager.lastChild.textContent = ": " + shown + " of " + grouped(last) + " shown, [" + t.from + "] to [" +
          (t.from + shown - 1) + "]; another start shows the others.";
      }
      for (var i = 0; i < shown; i++) {
        var at = t.from + i;
        var idx = flatIndex(t, at), v = t.kind === "u64" ? groupHex(hexAt(t, idx)) : t.data[idx];
        if (t.kind === "u8bits") {
          var bits = "";
          for (var b = 0; b < 8; b++) { bits += v >> b & 1 ? "x" : "\u00b7"; }
          v = "0x" + ("0" + v.toString(16).toUpperCase()).slice(-2) + " " + bits;
        } else if (t.kind === "u16") {
          // Packed bitboards (the compact PEXT entries): hex, as the Rust source writes them.
          v = "0x" + ("000" + v.toString(16).toUpperCase()).slice(-4);
        }
        labels[i].textContent = named ? indexName(t, lastAxis, at) : "[" + at + "]";
        cells[i].textContent = String(v);
        if (numbers) { heat(cells[i], t.data[idx], lo, hi); }
      }
    };
  }

  function scalarView(t, view) {
    if (t.kind === "u64") {
      var h = hexAt(t, 0);
      view.appendChild(el("p", { "class": "caption" }, groupHex(h) + " = " + BigInt("0x" + h).toString()));
      if (t.mask) {
        var b = board(t, false);
        var w = words(h);
        for (var sq = 0; sq < 64; sq++) {
          var set = bit(w, sq) === 1;
          b.cells[sq].textContent = set ? "x" : "\u00b7";
          b.cells[sq].classList.toggle("set", set);
          b.cells[sq].setAttribute("aria-label", squareName(sq) + ": " + (set ? "set" : "clear"));
        }
        view.appendChild(b.node);
      }
    } else {
      view.appendChild(el("p", { "class": "caption" }, String(t.data[0])));
    }
    t.update = function () {};
  }

  var VIEWS = { heat: heatView, mask: maskView, x88: x88View, keys: keysView, list: listView, scalar: scalarView };

  var data = JSON.parse(document.getElementById("chess-tables-data").textContent);
  // No prototype: "#constructor/e4" names no table.
  var byName = Object.create(null);
  data.tables.forEach(function (t) {
    byName[t.name] = t;
    var article = document.getElementById(t.name);
    var view = article && article.querySelector(".view");
    if (!view) { console.error("chess-tables gallery: no place for " + t.name); return; }
    view.textContent = "";
    t.data = decode(t);
    t.sel = initialState(t);
    try {
      VIEWS[t.view](t, view);
      t.update();
    } catch (error) {
      view.appendChild(el("p", { "class": "error" }, "Could not draw " + t.name + ": " + error));
      console.error("chess-tables gallery: " + t.name + ": " + error);
    }
  });

  // #NAME/part/part: the view of a table, as written by hashFor.
  function followHash() {
    var hash;
    try { hash = decodeURIComponent(location.hash.slice(1)); } catch (error) { return; }
    var parts = hash.split("/");
    var t = byName[parts[0]];
    if (!t || parts.length < 2 || typeof t.update !== "function") { return; }
    var sel = partsSelection(t, parts.slice(1));
    if (!sel) { return; }
    Object.keys(sel).forEach(function (axis) { t.sel[axis] = sel[axis]; });
    t.focus = undefined;
    t.update();
    document.getElementById(t.name).scrollIntoView();
  }
  window.addEventListener("hashchange", followHash);
  followHash();
  document.body.setAttribute("data-ready", "yes");
})();
