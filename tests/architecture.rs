//! The app's house rules, read from its source: a few rooms, imports that run one way between
//! them in the order `docs/ARCHITECTURE.md` gives, and no game named outside the games' room.
//! A small app under `tests/data/architecture/` breaks each rule once, so the checks must fail.

#[path = "common/rust_source.rs"]
mod rust_source;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use rust_source::{
    NamedPath, StringLiteral, code_without_tests, function_lengths, paths_named,
    string_literals_outside_tests,
};

fn source_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/architecture")
}

/// Every `.rs` file under `dir`, sorted.
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
    files.sort();
    files
}

/// The files `file` declares as its tests: `#[cfg(test)]` then `#[path = "NAME"]`, beside it,
/// or `#[cfg(test)]` then `mod NAME;`, its module's file.
fn test_files_of(file: &Path) -> Vec<PathBuf> {
    let text = fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let beside = lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| pair[1].strip_prefix("#[path = \"")?.strip_suffix("\"]"))
        .map(|name| file.with_file_name(name));
    let folder = match file.file_name().is_some_and(|name| name == "mod.rs") {
        true => file.parent().unwrap().to_path_buf(),
        false => file.with_extension(""),
    };
    let modules = lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| {
            let declared = pair[1].strip_prefix("pub ").unwrap_or(pair[1]);
            declared.strip_prefix("mod ")?.strip_suffix(';')
        })
        .map(|name| folder.join(format!("{name}.rs")));
    beside.chain(modules).collect()
}

/// A file's module path from the crate's root: `src/app/play/session.rs` → app, play, session.
fn module_path(root: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(root).unwrap().with_extension("");
    let mut segments: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if segments.last().is_some_and(|last| last == "mod") {
        segments.pop();
    }
    segments
}

/// `path` from the crate's root, with `crate`, `self` and `super` resolved from `module`.
fn absolute(path: &[String], module: &[String]) -> Vec<String> {
    let mut base: Vec<String> = Vec::new();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => rest = &path[1..],
        Some("self") => {
            base = module.to_vec();
            rest = &path[1..];
        }
        Some("super") => {
            base = module.to_vec();
            while rest.first().is_some_and(|s| s == "super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        _ => {}
    }
    base.extend(rest.iter().cloned());
    base
}

/// The app as its checks see it: its rooms in the documented order and what `app/mod.rs`
/// re-exports from which room.
struct App {
    /// Where `app/` lies (`src` or the fixture).
    root: PathBuf,
    order: Vec<String>,
    reexported_from: BTreeMap<String, String>,
}

impl App {
    fn read(root: PathBuf, order: Vec<String>) -> App {
        let mod_rs = root.join("app/mod.rs");
        let code = code_without_tests(&fs::read_to_string(&mod_rs).unwrap());
        let module = module_path(&root, &mod_rs);
        let mut reexported_from = BTreeMap::new();
        // `pub use ROOM::…::Name;` in app/mod.rs, read with the same parser as any file: the
        // paths there are relative (`board::animation::Shown`), so they are read as `self::…`.
        let relative = code.replace("pub use ", "pub use self::");
        for path in paths_named(&relative) {
            let full = absolute(&path.segments, &module);
            if let [_, room, .., name] = full.as_slice()
                && order.contains(room)
            {
                reexported_from.insert(name.clone(), room.clone());
            }
        }
        App {
            root,
            order,
            reexported_from,
        }
    }

    /// The app's files, but those that are only tests: declared `#[cfg(test)]` with a
    /// `#[path = "…"]` beside the file they test (its tests, moved out of its way).
    fn files(&self) -> Vec<PathBuf> {
        let files = rust_files(&self.root.join("app"));
        let tests_only: Vec<PathBuf> = files.iter().flat_map(|f| test_files_of(f)).collect();
        files
            .into_iter()
            .filter(|file| !tests_only.contains(file))
            .collect()
    }

    /// The room a file lies in; `None` for `app/mod.rs`, which puts the rooms together.
    fn room_of(&self, file: &Path) -> Option<String> {
        let module = module_path(&self.root, file);
        module.get(1).cloned()
    }

    /// The room an absolute path leads into, if it leads into one (through a re-export too).
    fn room_named(&self, path: &[String]) -> Option<String> {
        let (Some(app), Some(next)) = (path.first(), path.get(1)) else {
            return None;
        };
        if app != "app" {
            return None;
        }
        if self.order.contains(next) {
            return Some(next.clone());
        }
        self.reexported_from.get(next).cloned()
    }

    /// Each import that runs against the order (or names a room the order lacks), as
    /// `file:line: ROOM imports ROOM (path)`.
    fn imports_against_the_order(&self) -> Vec<String> {
        let mut wrong = Vec::new();
        for file in self.files() {
            let Some(from) = self.room_of(&file) else {
                continue;
            };
            let module = module_path(&self.root, &file);
            let code = code_without_tests(&fs::read_to_string(&file).unwrap());
            for NamedPath { segments, line } in paths_named(&code) {
                let full = absolute(&segments, &module);
                let Some(to) = self.room_named(&full) else {
                    continue;
                };
                let rank = |room: &str| self.order.iter().position(|r| r == room);
                let allowed =
                    to == from || matches!((rank(&to), rank(&from)), (Some(t), Some(f)) if t < f);
                if !allowed {
                    wrong.push(format!(
                        "{}:{line}: {from} imports {to} ({})",
                        self.shown(&file),
                        segments.join("::")
                    ));
                }
            }
        }
        wrong
    }

    /// Each naming of a game (`GameId::Shax`, `rules::shax`) outside the games' room.
    fn games_named_outside_their_room(
        &self,
        variants: &[String],
        modules: &[String],
    ) -> Vec<String> {
        let mut namings = Vec::new();
        for file in self.files() {
            if self.room_of(&file).as_deref() == Some("games") {
                continue;
            }
            let code = code_without_tests(&fs::read_to_string(&file).unwrap());
            for variant in variants {
                for any in ["GameId", "AnyMove", "AnyPosition", "AnyMatch", "AnyIllegal"] {
                    if code.contains(&format!("{any}::{variant}")) {
                        namings.push(format!("{}: {any}::{variant}", self.shown(&file)));
                    }
                }
            }
            for module in modules {
                if code.contains(&format!("rules::{module}")) {
                    namings.push(format!("{}: rules::{module}", self.shown(&file)));
                }
            }
        }
        namings
    }

    /// The rooms on disk: the folders and files directly in `app/` but its `mod.rs`.
    fn rooms_on_disk(&self) -> Vec<String> {
        let mut rooms: Vec<String> = fs::read_dir(self.root.join("app"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name != "mod.rs")
            .map(|name| name.trim_end_matches(".rs").to_string())
            .collect();
        rooms.sort();
        rooms
    }

    /// Each string literal of the app outside its tests that reads as words to a person
    /// (two words or more) and is not said to a developer (a log, a panic's message, an
    /// assertion), as `file:line: "text"`: the player's words come from `assets/words`.
    fn words_outside_the_message_files(&self) -> Vec<String> {
        let mut found = Vec::new();
        for file in self.files() {
            let shown = self.shown(&file);
            if WORDS_OF_THEIR_OWN.iter().any(|(own, _)| *own == shown) {
                continue;
            }
            let text = fs::read_to_string(&file).unwrap();
            let code: Vec<char> = code_without_tests(&text).chars().collect();
            let lines: Vec<&str> = text.lines().collect();
            for StringLiteral {
                line,
                at,
                text: words,
            } in string_literals_outside_tests(&text)
            {
                let marked = lines[line.saturating_sub(2)..line]
                    .iter()
                    .any(|line| line.contains(NOT_THE_PLAYERS));
                let said_to_a_developer = marked
                    || in_a_display(&code, at)
                    || enclosing_calls(&code, at)
                        .iter()
                        .any(|call| DEVELOPERS_CALLS.iter().any(|dev| is_call(call, dev)));
                if reads_as_words(&words) && !said_to_a_developer {
                    found.push(format!("{shown}:{line}: \"{words}\""));
                }
            }
        }
        found
    }

    fn shown(&self, file: &Path) -> String {
        file.strip_prefix(&self.root).unwrap().display().to_string()
    }
}

/// Calls whose words are for developers, not players: logs, panics' messages, assertions,
/// errors' `Display` (for logs and the command line: what a player sees is worded from the
/// message files), attributes, and names that only tell things apart (entities' names, egui's
/// ids and panels, the HUD's `bar` and `side_panel`).
const DEVELOPERS_CALLS: [&str; 26] = [
    "expect",
    "panic!",
    "unreachable!",
    "info!",
    "warn!",
    "error!",
    "debug!",
    "trace!",
    "assert!",
    "assert_eq!",
    "debug_assert!",
    "eprintln!",
    "println!",
    "write!",
    "writeln!",
    "console_and_log",
    "#[",
    "Name::new",
    "Id::new",
    "id_salt",
    "push_id",
    "Panel::bottom",
    "Panel::top",
    "Area::new",
    "bar",
    "side_panel",
];

/// The mark on a line whose literal is not for the player to read, with the reason after it:
/// `// not the player's: an id`.
const NOT_THE_PLAYERS: &str = "// not the player's:";

/// Files whose words are not the app's to translate, and why.
const WORDS_OF_THEIR_OWN: [(&str, &str); 1] = [
    // Like `daga engine` and the records, the command line speaks English.
    ("app/shell/launch.rs", "the command line"),
];

/// Whether a literal reads as words to a person: two words of two letters or more, outside
/// its `{placeholders}` (a message id, a key's name or a format of numbers does not).
fn reads_as_words(literal: &str) -> bool {
    let mut outside = String::new();
    let mut depth = 0usize;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    let words = outside
        .split(|c: char| c.is_whitespace() || c == '\\')
        .filter(|word| word.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count();
    words >= 2
}

/// Whether `call` (as written: `egui::Id::new`, `ui.push_id`'s `push_id`) is the call `named`.
fn is_call(call: &str, named: &str) -> bool {
    call == named || call.ends_with(&format!("::{named}"))
}

/// Whether `at` lies in the body of a `fn fmt` (a `Display`): its words go to logs and the
/// command line, never to the player's screen, which words typed values from the message
/// files.
fn in_a_display(code: &[char], at: usize) -> bool {
    let text: String = code.iter().collect();
    let mut from = 0;
    while let Some(found) = text[from..].find("fn fmt(") {
        let start = from + found;
        let Some(open) = text[start..].find('{').map(|open| start + open) else {
            return false;
        };
        let mut depth = 0usize;
        let mut end = text.len();
        for (offset, c) in text[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + offset;
                        break;
                    }
                }
                _ => {}
            }
        }
        let (open, end) = (text[..open].chars().count(), text[..end].chars().count());
        if (open..end).contains(&at) {
            return true;
        }
        from = start + 1;
    }
    false
}

/// The calls (`name(`, `name!(`, `path::name(`) whose parentheses enclose the code at `at`,
/// innermost first, up to the enclosing block; `#[` for an attribute.
fn enclosing_calls(code: &[char], at: usize) -> Vec<String> {
    let mut calls = Vec::new();
    let mut depth = 0usize;
    for at in (0..at).rev() {
        match code[at] {
            ')' | ']' => depth += 1,
            '(' | '[' if depth > 0 => depth -= 1,
            '[' if at > 0 && code[at - 1] == '#' => calls.push("#[".to_string()),
            '(' => {
                let name: String = code[..at]
                    .iter()
                    .rev()
                    .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '!' | ':'))
                    .collect::<String>()
                    .chars()
                    .rev()
                    .collect();
                calls.push(name);
            }
            '{' | ';' if depth == 0 => break,
            _ => {}
        }
    }
    calls
}

/// The longest a function may be: one that needs more does several jobs.
const LONGEST_FUNCTION: usize = 80;

/// Each function under `dir` longer than [`LONGEST_FUNCTION`] lines, but in the files `exempt`
/// names (the menu's and the HUD's immediate-mode drawing), as `file:line: name (N lines)`.
fn long_functions(dir: &Path, exempt: &[&str]) -> Vec<String> {
    let mut long = Vec::new();
    for file in rust_files(dir) {
        let shown = file.strip_prefix(dir).unwrap().display().to_string();
        if exempt.iter().any(|prefix| shown.starts_with(prefix)) {
            continue;
        }
        let code = code_without_tests(&fs::read_to_string(&file).unwrap());
        for (name, line, lines) in function_lengths(&code) {
            if lines > LONGEST_FUNCTION {
                long.push(format!("{shown}:{line}: {name} ({lines} lines)"));
            }
        }
    }
    long
}

/// The rooms in the order `docs/ARCHITECTURE.md` draws them (`├── paint/` …), top first.
fn documented_order() -> Vec<String> {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/ARCHITECTURE.md");
    fs::read_to_string(doc)
        .unwrap()
        .lines()
        .filter_map(|line| line.strip_prefix("├── ").or(line.strip_prefix("└── ")))
        .filter_map(|rest| rest.split_once('/').map(|(room, _)| room.to_string()))
        .collect()
}

fn the_app() -> App {
    App::read(source_dir(), documented_order())
}

fn the_fixture() -> App {
    App::read(fixture_dir(), vec!["low".into(), "high".into()])
}

/// The games' enum variants (`Shax`, …) and rules modules (`shax`, …), read from the rules.
fn game_names() -> (Vec<String>, Vec<String>) {
    let rules = source_dir().join("rules");
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
fn the_app_has_at_most_ten_rooms_and_the_documents_order_names_each_once() {
    let app = the_app();
    let rooms = app.rooms_on_disk();
    assert!(rooms.len() <= 10, "{} rooms: {rooms:?}", rooms.len());
    let mut documented = app.order.clone();
    documented.sort();
    assert_eq!(
        documented, rooms,
        "docs/ARCHITECTURE.md's tree against src/app"
    );
}

#[test]
fn imports_between_the_apps_rooms_run_down_the_documented_order() {
    let wrong = the_app().imports_against_the_order();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn no_app_file_outside_the_games_room_names_a_game() {
    let (variants, modules) = game_names();
    assert!(
        variants.len() >= 3 && modules.len() >= 3,
        "{variants:?} {modules:?}"
    );
    let namings = the_app().games_named_outside_their_room(&variants, &modules);
    assert!(namings.is_empty(), "{namings:#?}");
}

#[test]
fn the_fixture_breaks_each_rule_and_each_break_is_found() {
    let fixture = the_fixture();
    let wrong = fixture.imports_against_the_order();
    let expected = [
        // Code after a test module is checked too.
        "app/low/after_tests.rs:12: low imports high (crate::app::high::Loud)",
        // A grouped import that reaches up.
        "app/low/grouped.rs:3: low imports high (crate::app::high::Loud)",
        // A name the root re-exports from a later room.
        "app/low/reexported.rs:3: low imports high (crate::app::Loud)",
        // Two steps up, then into a later room.
        "app/low/relative.rs:3: low imports high (super::super::high::Loud)",
    ];
    assert_eq!(wrong, expected);
    let games = fixture.games_named_outside_their_room(&["Shax".into()], &["shax".into()]);
    assert_eq!(games, ["app/low/after_tests.rs: GameId::Shax"]);
    // Of the words in the made-up app, only those shown to the player are found.
    let words = fixture.words_outside_the_message_files();
    assert_eq!(words, ["app/low/words.rs:6: \"Your move, friend\""]);
}

#[test]
fn no_function_outside_the_menu_and_the_hud_needs_more_than_eighty_lines() {
    let long = long_functions(&source_dir(), &["app/ui/menu.rs", "app/ui/hud/"]);
    assert!(long.is_empty(), "{long:#?}");
    // The made-up app has one function a line too long, and one exactly long enough.
    let fixture = long_functions(&fixture_dir(), &[]);
    assert_eq!(fixture, ["app/low/long.rs:4: too_long (81 lines)"]);
}

#[test]
fn no_words_for_the_player_are_written_in_the_apps_code() {
    let found = the_app().words_outside_the_message_files();
    assert!(found.is_empty(), "{} literals: {found:#?}", found.len());
}
