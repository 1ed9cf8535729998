//! Definitions of your own checked and turned into the table model, the
//! one the built-in families fill: names, texts and values checked, then
//! the docs, pictures and fingerprint of each table.

use super::{Axis, CustomFamily, CustomTable, DefinitionError, MAX_FAMILY_NAME, Problem, is_snake};
use chess_tables_model::{Axis as ModelAxis, Family, Values};

/// Whether generated source can carry `c` in a table's `field`.
pub(super) fn carried(field: &str, c: char) -> bool {
    let direction = matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
    let line_break_allowed = field == "note" && matches!(c, '\n' | '\t');
    !direction && (!c.is_control() || line_break_allowed)
}

fn is_screaming(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && chars.all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// The row constants' names of a `[square][square]` table named `name`.
fn row_names(name: &str) -> impl Iterator<Item = String> + '_ {
    (0..64).map(move |sq| chess_tables_model::row_name(name, sq))
}

/// Checks every family and table and turns them into the table model, in
/// order; the first problem found is the error.
pub(crate) fn model_tables(
    families: &[CustomFamily],
) -> Result<Vec<chess_tables_model::FamilyTables>, Box<DefinitionError>> {
    use std::collections::BTreeMap;
    // Every name a table of yours could clash with, and who holds it.
    let mut taken: BTreeMap<String, String> = BTreeMap::new();
    for &family in Family::ALL {
        for &name in family.table_names() {
            taken.insert(name.to_string(), format!("the built-in table {name}"));
        }
        for &name in family.row_tables() {
            for row in row_names(name) {
                taken.insert(row, format!("a row constant of the built-in table {name}"));
            }
        }
    }
    let mut files: BTreeMap<String, String> = BTreeMap::new();
    for &family in Family::ALL {
        files.insert(
            family.name().to_string(),
            format!("the built-in family {}", family.name()),
        );
    }
    // The C header's include guard is CHESS_TABLES_H, and every table is
    // CHESS_TABLES_<NAME> there.
    taken.insert(
        "H".to_string(),
        "the C header's include guard CHESS_TABLES_H".to_string(),
    );
    for file in ["squares", "registry", "custom_registry"] {
        files.insert(file.to_string(), format!("the generated file {file}.rs"));
    }

    let mut out = Vec::new();
    for family in families {
        let error = |table: Option<&str>, problem| {
            Box::new(DefinitionError {
                family: family.name.clone(),
                table: table.map(str::to_string),
                problem,
            })
        };
        if !is_snake(&family.name)
            || family.name.len() > MAX_FAMILY_NAME
            || is_windows_device(&family.name)
        {
            return Err(error(None, Problem::InvalidFamilyName));
        }
        if let Some(by) = files.insert(family.name.clone(), format!("your family {}", family.name))
        {
            return Err(error(None, Problem::FamilyNameTaken { by }));
        }
        if family.tables.is_empty() {
            return Err(error(None, Problem::EmptyFamily));
        }
        let mut tables = Vec::new();
        for table in &family.tables {
            let fail = |problem| error(Some(&table.name), problem);
            if !is_screaming(&table.name) {
                return Err(fail(Problem::InvalidName));
            }
            let square_by_square = table.axes == [Axis::Square, Axis::Square];
            let mut names = vec![table.name.clone()];
            if square_by_square {
                names.extend(row_names(&table.name));
            }
            for name in &names {
                if let Some(by) = taken.get(name) {
                    return Err(fail(Problem::NameTaken {
                        name: name.clone(),
                        by: by.clone(),
                    }));
                }
            }
            let by = format!("your table {} of family {}", table.name, family.name);
            for name in names {
                taken.insert(name, by.clone());
            }
            for (field, text, missing) in [
                ("definition", &table.definition, Problem::NoDefinition),
                ("source", &table.source, Problem::NoSource),
            ] {
                if text.is_empty() {
                    return Err(fail(missing));
                }
                if text.trim().is_empty() {
                    return Err(fail(Problem::BlankText {
                        field,
                        characters: blank_characters(text),
                    }));
                }
            }
            let texts = [("definition", &table.definition), ("source", &table.source)]
                .into_iter()
                .chain(table.notes.iter().map(|note| ("note", note)));
            for (field, text) in texts {
                if let Some(character) = text.chars().find(|&c| !carried(field, c)) {
                    return Err(fail(Problem::InvalidText { field, character }));
                }
            }
            let (values, bitboards) = match &table.values {
                None => return Err(fail(Problem::NoValues)),
                Some(Err(problem)) => return Err(fail(problem.clone())),
                Some(Ok(values)) => values.clone(),
            };
            tables.push(model_table(table, values, bitboards));
        }
        out.push(chess_tables_model::FamilyTables::own(
            family.name.clone(),
            tables,
        ));
    }
    Ok(out)
}

/// One checked table as the model's table: docs, pictures and fingerprint.
fn model_table(table: &CustomTable, values: Values, bitboards: bool) -> chess_tables_model::Table {
    use chess_tables_model::{Picture, Table, ValueKind, picture};
    let axes: Vec<ModelAxis> = table.axes.iter().map(Axis::model).collect();
    let kind = if bitboards {
        ValueKind::Bitboard
    } else {
        ValueKind::Number
    };
    let names: Vec<&str> = table.axes.iter().map(Axis::name).collect();
    let meanings: Vec<String> = table.axes.iter().map(Axis::meaning).collect();
    let index = format!("`[{}]`: {}", names.join("]["), meanings.join("; "));
    let mut model = Table::new(
        table.name.clone(),
        &axes,
        kind,
        values,
        table.definition.clone(),
        table.source.clone(),
    )
    .index(index)
    .axis_names(names.iter().map(|&name| name.to_string().into()).collect());
    let fingerprint = format!(
        "Fingerprint: `{}` (FNV-1a 64 of the little-endian contents), the \
         registry's `fingerprint`: pin it in a test.",
        chess_tables_model::hex(model.fingerprint())
    );
    let mut notes = vec![fingerprint];
    for note in &table.notes {
        notes.push(String::new());
        notes.extend(note.lines().map(str::to_string));
    }
    model.notes = notes;

    // Pictures: a board per choice of the other axes (at most 12, else the
    // first), where the last axis is the square; bitboards by square are
    // drawn at the example square (d4). Square-by-square numbers keep the
    // model's own picture, the row of d4.
    let square = model.example;
    let Some(at) = table.axes.iter().position(|axis| *axis == Axis::Square) else {
        return if bitboards {
            with_masks(model, &table.axes)
        } else {
            model
        };
    };
    if !bitboards && (table.axes.len() == 1 || model.is_square_by_square()) {
        return model;
    }
    if model.is_square_by_square() {
        let name = chess_tables_model::board::name(square);
        let caption = format!(
            "The row of {name} (`{}[{square}]`), the union of its 64 masks, `*` marking {name}:",
            table.name
        );
        let drawing = model.row_drawing(square);
        return model.picture(Picture::new(caption, drawing));
    }
    if !bitboards && at + 1 != table.axes.len() {
        return model;
    }
    let others: Vec<usize> = (0..table.axes.len()).filter(|&i| i != at).collect();
    let combinations: usize = others.iter().map(|&i| table.axes[i].len()).product();
    let shown = if combinations <= 12 { combinations } else { 1 };
    for combination in 0..shown {
        let mut index = vec![0; table.axes.len()];
        let mut rest = combination;
        for &i in others.iter().rev() {
            index[i] = rest % table.axes[i].len();
            rest /= table.axes[i].len();
        }
        let flat = |index: &[usize]| {
            index
                .iter()
                .zip(&model.dims)
                .fold(0, |flat, (&i, &d)| flat * d + i)
        };
        let labels: Vec<String> = others
            .iter()
            .map(|&i| table.axes[i].label(index[i]))
            .collect();
        let picture = if bitboards {
            index[at] = square;
            let expression: Vec<String> = index.iter().map(usize::to_string).collect();
            let labels: Vec<String> = (0..index.len())
                .map(|i| table.axes[i].label(index[i]))
                .collect();
            let caption = format!(
                "`{}[{}]` ({}), `*` marking {}:",
                table.name,
                expression.join("]["),
                labels.join(", "),
                chess_tables_model::board::name(square)
            );
            let mask = model.values.bits(flat(&index));
            Picture::new(caption, picture::mask(mask, Some((square, '*'))))
        } else {
            let expression: Vec<String> = others
                .iter()
                .map(|&i| index[i].to_string())
                .chain(["sq".to_string()])
                .collect();
            let caption = format!(
                "`{}[{}]` ({}) as a board:",
                table.name,
                expression.join("]["),
                labels.join(", ")
            );
            let base = flat(&index);
            Picture::new(caption, picture::board(|sq| model.cell(base + sq)))
        };
        model = model.picture(picture);
    }
    model
}

/// A bitboard table with no square axis with a board per mask (every
/// one when there are at most 12, else the first).
fn with_masks(mut model: chess_tables_model::Table, axes: &[Axis]) -> chess_tables_model::Table {
    use chess_tables_model::{Picture, picture};
    let count = model.values.len();
    let shown = if count <= 12 { count } else { 1 };
    for flat in 0..shown {
        let mut index = vec![0; axes.len()];
        let mut rest = flat;
        for (i, axis) in axes.iter().enumerate().rev() {
            index[i] = rest % axis.len();
            rest /= axis.len();
        }
        let caption = if axes.is_empty() {
            format!("`{}` as a board:", model.name)
        } else {
            let expression: Vec<String> = index.iter().map(usize::to_string).collect();
            let labels: Vec<String> = axes
                .iter()
                .zip(&index)
                .map(|(axis, &i)| axis.label(i))
                .collect();
            format!(
                "`{}[{}]` ({}) as a board:",
                model.name,
                expression.join("]["),
                labels.join(", ")
            )
        };
        let mask = model.values.bits(flat);
        model = model.picture(Picture::new(caption, picture::mask(mask, None)));
    }
    model
}

/// Windows' reserved device names, which no file may take (`aux.rs`
/// included): `con`, `prn`, `aux`, `nul`, `com1`..`com9`, `lpt1`..`lpt9`.
fn is_windows_device(name: &str) -> bool {
    matches!(name, "con" | "prn" | "aux" | "nul")
        || (name.len() == 4
            && (name.starts_with("com") || name.starts_with("lpt"))
            && name.ends_with(|c: char| ('1'..='9').contains(&c)))
}

/// The distinct characters of a blank text, as `U+XXXX` codes in the order
/// met (at most eight, then `...`).
fn blank_characters(text: &str) -> String {
    let mut seen: Vec<char> = Vec::new();
    for character in text.chars() {
        if !seen.contains(&character) {
            seen.push(character);
        }
    }
    let mut codes: Vec<String> = seen
        .iter()
        .take(8)
        .map(|&c| format!("U+{:04X}", u32::from(c)))
        .collect();
    if seen.len() > 8 {
        codes.push("...".to_string());
    }
    codes.join(", ")
}
