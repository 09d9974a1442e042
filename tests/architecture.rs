//! The app's house rules, read from its source: a few rooms, imports that run one way between
//! them, and no game named outside the games' own room.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn app_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app")
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// A file's code without its tests (from the first `#[cfg(test)]` on) and without comments.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let text = text.split("#[cfg(test)]").next().unwrap();
    text.lines()
        .map(|line| line.split("//").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The room (a folder or a file directly under `src/app`) that `path` lies in.
fn room(path: &Path) -> String {
    let relative = path.strip_prefix(app_dir()).unwrap();
    let first = relative.components().next().unwrap().as_os_str();
    first.to_string_lossy().trim_end_matches(".rs").to_string()
}

/// The rooms a piece of code names as `crate::app::ROOM`.
fn rooms_named(code: &str) -> BTreeSet<String> {
    code.match_indices("crate::app::")
        .map(|(at, found)| {
            let rest = &code[at + found.len()..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            rest[..end].to_string()
        })
        .filter(|name| name.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .collect()
}

#[test]
fn the_app_has_at_most_ten_rooms() {
    let rooms: Vec<String> = fs::read_dir(app_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "mod.rs")
        .collect();
    assert!(rooms.len() <= 10, "{} rooms: {rooms:?}", rooms.len());
}

#[test]
fn imports_between_the_apps_rooms_run_one_way() {
    let mut imports: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&app_dir()) {
        let from = room(&file);
        if from == "mod" {
            // The app's root puts the rooms together.
            continue;
        }
        let named = rooms_named(&code(&file));
        imports
            .entry(from.clone())
            .or_default()
            .extend(named.into_iter().filter(|to| *to != from));
    }
    // A room that imports a room that (through others) imports it back is a cycle.
    for start in imports.keys() {
        let mut seen = BTreeSet::new();
        let mut to_visit: Vec<(String, Vec<String>)> = vec![(start.clone(), vec![start.clone()])];
        while let Some((room, path)) = to_visit.pop() {
            for next in imports.get(&room).into_iter().flatten() {
                assert_ne!(next, start, "imports run in a circle: {path:?} → {next}");
                if seen.insert(next.clone()) {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    to_visit.push((next.clone(), longer));
                }
            }
        }
    }
}

/// The games' enum variants (`Shax`, …) and rules modules (`shax`, …), read from the rules.
fn game_names() -> (Vec<String>, Vec<String>) {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let ids = fs::read_to_string(rules.join("game_id.rs")).unwrap();
    let body = ids.split("pub enum GameId {").nth(1).unwrap();
    let body = body.split('}').next().unwrap();
    let variants = body
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with('#') && !line.starts_with("//") && !line.is_empty())
        .map(|line| line.trim_end_matches(',').to_string())
        .collect();
    let modules = fs::read_dir(&rules)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    (variants, modules)
}

#[test]
fn no_app_file_outside_the_games_room_names_a_game() {
    let (variants, modules) = game_names();
    assert!(
        variants.len() >= 3 && modules.len() >= 3,
        "{variants:?} {modules:?}"
    );
    let mut namings = Vec::new();
    for file in rust_files(&app_dir()) {
        if room(&file) == "games" {
            continue;
        }
        let code = code(&file);
        for variant in &variants {
            for any in ["GameId", "AnyMove", "AnyPosition", "AnyMatch", "AnyIllegal"] {
                if code.contains(&format!("{any}::{variant}")) {
                    namings.push(format!("{}: {any}::{variant}", file.display()));
                }
            }
        }
        for module in &modules {
            if code.contains(&format!("rules::{module}")) {
                namings.push(format!("{}: rules::{module}", file.display()));
            }
        }
    }
    assert!(namings.is_empty(), "{namings:#?}");
}
