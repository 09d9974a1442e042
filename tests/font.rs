//! The one font (assets/fonts/ubuntu-light.ttf, made by scripts/make-font.sh) draws every
//! character the program's texts and lessons use: it keeps only some alphabets, so a new
//! character in a text must not turn into an empty box.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

const FONT: &str = "assets/fonts/ubuntu-light.ttf";

fn be16(data: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([data[at], data[at + 1]])
}

fn be32(data: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]])
}

/// The characters the font's Unicode character map (format 4, the Basic Multilingual Plane)
/// gives a glyph other than the missing-glyph box.
fn characters_of(font: &[u8]) -> BTreeSet<char> {
    let tables = be16(font, 4) as usize;
    let cmap = (0..tables)
        .map(|i| 12 + 16 * i)
        .find(|&record| &font[record..record + 4] == b"cmap")
        .map(|record| be32(font, record + 8) as usize)
        .expect("the font has a character map");
    let subtable = (0..be16(font, cmap + 2) as usize)
        .map(|i| cmap + 4 + 8 * i)
        .find(|&record| be16(font, record) == 3 && be16(font, record + 2) == 1)
        .map(|record| cmap + be32(font, record + 4) as usize)
        .expect("the font maps Unicode's BMP (platform 3, encoding 1)");
    assert_eq!(be16(font, subtable), 4, "a format 4 map");
    let segments = be16(font, subtable + 6) as usize / 2;
    let ends = subtable + 14;
    let starts = ends + 2 * segments + 2;
    let deltas = starts + 2 * segments;
    let range_offsets = deltas + 2 * segments;
    let mut drawn = BTreeSet::new();
    for segment in 0..segments {
        let (start, end) = (
            be16(font, starts + 2 * segment),
            be16(font, ends + 2 * segment),
        );
        let delta = be16(font, deltas + 2 * segment);
        let range_offset_at = range_offsets + 2 * segment;
        let range_offset = be16(font, range_offset_at) as usize;
        for code in start..=end {
            let glyph = if range_offset == 0 {
                code.wrapping_add(delta)
            } else {
                let at = range_offset_at + range_offset + 2 * (code - start) as usize;
                match be16(font, at) {
                    0 => 0,
                    glyph => glyph.wrapping_add(delta),
                }
            };
            if let (true, Some(c)) = (glyph != 0, char::from_u32(code as u32)) {
                drawn.insert(c);
            }
        }
    }
    drawn
}

/// The text of a Rust file that can be shown: without comments and without its test module
/// written in the file (a `#[cfg(test)] mod tests;` naming another file cuts nothing).
fn shown_text_of(source: &str) -> String {
    let before_tests = source
        .split("\n#[cfg(test)]\nmod tests {")
        .next()
        .unwrap_or_default();
    before_tests
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn texts_under(folder: &Path, texts: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            texts_under(&path, texts);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path).unwrap();
            texts.push((path.display().to_string(), shown_text_of(&source)));
        } else if path.extension().is_some_and(|e| e == "json") {
            texts.push((
                path.display().to_string(),
                fs::read_to_string(&path).unwrap(),
            ));
        }
    }
}

#[test]
fn the_font_draws_every_character_of_the_programs_texts_and_lessons() {
    let drawn = characters_of(&fs::read(FONT).unwrap());
    assert!(drawn.contains(&'A') && drawn.contains(&'…') && !drawn.contains(&'\u{0416}'));
    let mut texts = Vec::new();
    texts_under(Path::new("src"), &mut texts);
    texts_under(Path::new("assets/lessons"), &mut texts);
    let missing: Vec<String> = texts
        .iter()
        .flat_map(|(file, text)| {
            text.chars()
                .filter(|c| !c.is_control() && !drawn.contains(c))
                .map(move |c| format!("{file}: {c:?} (U+{:04X})", c as u32))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "not in {FONT} (see scripts/make-font.sh):\n{}",
        missing.join("\n")
    );
}
