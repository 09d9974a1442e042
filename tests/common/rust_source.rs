//! Just enough of Rust's syntax to read a file's imports: comments and literals blanked, test
//! items cut out, `use` trees expanded into paths, and the paths named in the code.

/// `text` with comments, strings and character literals blanked (their lengths kept, so that
/// line numbers still hold), and every `#[cfg(test)]` item (a test module, a test-only import
/// or helper) cut out.
pub fn code_without_tests(text: &str) -> String {
    cut_test_items(&blank_comments_and_literals(text))
}

/// A string literal of the code: the line it starts on (from 1) and what it holds, escapes as
/// written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringLiteral {
    pub line: usize,
    /// The index of its opening quote among the file's characters.
    pub at: usize,
    pub text: String,
}

/// The string literals of the code outside its tests and comments.
#[allow(dead_code)] // Each test binary that includes this file uses part of it.
pub fn string_literals_outside_tests(text: &str) -> Vec<StringLiteral> {
    let mut literals = Vec::new();
    let blanked = walk(text, &mut literals);
    let cut: Vec<char> = cut_test_items(&blanked).chars().collect();
    let blanked: Vec<char> = blanked.chars().collect();
    let chars: Vec<char> = text.chars().collect();
    literals
        .into_iter()
        .filter(|(at, _)| {
            // A literal lies in a test item when the code just before it was cut with the item.
            let before = blanked[..*at].iter().rposition(|c| !c.is_whitespace());
            before.is_none_or(|b| cut[b] == blanked[b])
        })
        .map(|(at, text)| StringLiteral {
            line: chars[..at].iter().filter(|&&c| c == '\n').count() + 1,
            at,
            text,
        })
        .collect()
}

/// Blanks comments (line, nested block), string literals (plain, raw, byte) and character
/// literals; lifetimes stay.
fn blank_comments_and_literals(text: &str) -> String {
    walk(text, &mut Vec::new())
}

/// Blanks comments and literals as [`blank_comments_and_literals`] says, putting each string
/// literal in `literals` with the index of its first character.
fn walk(text: &str, literals: &mut Vec<(usize, String)>) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        if rest.starts_with(&['/', '/']) {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if rest.starts_with(&['/', '*']) {
            let mut depth = 0;
            loop {
                if chars[i..].starts_with(&['/', '*']) {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i..].starts_with(&['*', '/']) {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                } else {
                    break;
                }
            }
        } else if let Some(hashes) = raw_string_start(rest) {
            let opening = 2 + hashes;
            let closing: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            out.extend(std::iter::repeat_n(' ', opening));
            let start = i;
            i += opening;
            let content_start = i;
            while i < chars.len() && !chars[i..].starts_with(&closing) {
                out.push(blank(chars[i]));
                i += 1;
            }
            let content: String = chars[content_start..i.min(chars.len())].iter().collect();
            literals.push((start, content));
            out.extend(std::iter::repeat_n(' ', closing.len()));
            i += closing.len();
        } else if chars[i] == '"' {
            out.push(' ');
            let start = i;
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                let step = if chars[i] == '\\' { 2 } else { 1 };
                for c in &chars[i..(i + step).min(chars.len())] {
                    out.push(blank(*c));
                }
                i += step;
            }
            let content: String = chars[start + 1..i.min(chars.len())].iter().collect();
            literals.push((start, content));
            out.push(' ');
            i += 1;
        } else if let Some(length) = char_literal_length(rest) {
            out.extend(std::iter::repeat_n(' ', length));
            i += length;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// The number of `#` of a raw string (`r"`, `r#"`, `br"`) starting here.
fn raw_string_start(rest: &[char]) -> Option<usize> {
    let after_prefix = match rest {
        ['r', ..] => &rest[1..],
        ['b', 'r', ..] => &rest[2..],
        _ => return None,
    };
    let hashes = after_prefix.iter().take_while(|&&c| c == '#').count();
    (after_prefix.get(hashes) == Some(&'"')).then_some(hashes)
}

/// The length of a character literal (`'x'`, `'\n'`, `'\u{41}'`) starting here; `None` for a
/// lifetime.
fn char_literal_length(rest: &[char]) -> Option<usize> {
    if rest.first() != Some(&'\'') {
        return None;
    }
    if rest.get(1) == Some(&'\\') {
        let end = rest.iter().skip(2).position(|&c| c == '\'')?;
        return Some(end + 3);
    }
    (rest.get(2) == Some(&'\'')).then_some(3)
}

/// Cuts each `#[cfg(test)]` and the item after it: up to its `;`, or its block's closing brace.
fn cut_test_items(code: &str) -> String {
    const MARK: &str = "#[cfg(test)]";
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let end = item_end(item, MARK.len());
        out.extend(
            item[..end]
                .chars()
                .map(|c| if c == '\n' { '\n' } else { ' ' }),
        );
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// Where the item after an attribute of `from` bytes ends: after its first `;` outside braces,
/// or after the brace that closes its first block.
fn item_end(item: &str, from: usize) -> usize {
    let mut depth = 0usize;
    for (at, c) in item.char_indices().skip_while(|(at, _)| *at < from) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return at + 1;
                }
            }
            ';' if depth == 0 => return at + 1,
            _ => {}
        }
    }
    item.len()
}

/// Each function of the code (tests already cut) as its name, its first line (from 1) and how
/// many lines it spans, from `fn` to its closing brace.
pub fn function_lengths(code: &str) -> Vec<(String, usize, usize)> {
    let mut functions = Vec::new();
    let mut search_from = 0;
    while let Some(found) = code[search_from..].find("fn ") {
        let at = search_from + found;
        search_from = at + 3;
        let starts_word =
            at == 0 || !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let name: String = code[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !starts_word || name.is_empty() {
            continue;
        }
        // A declaration without a body (in a trait) ends at its `;`.
        let Some(end) = body_end(&code[at..]).map(|end| at + end) else {
            continue;
        };
        let first = code[..at].matches('\n').count() + 1;
        let lines = code[at..end].lines().count();
        functions.push((name, first, lines));
    }
    functions
}

/// Where the body of the function starting `text` ends (after its closing brace); `None` when
/// its signature ends with `;`. Brackets and parentheses in the signature (`[u8; 3]`) are
/// stepped over.
fn body_end(text: &str) -> Option<usize> {
    let mut nesting = 0usize;
    for (at, c) in text.char_indices() {
        match c {
            '(' | '[' => nesting += 1,
            ')' | ']' => nesting = nesting.saturating_sub(1),
            ';' if nesting == 0 => return None,
            '{' if nesting == 0 => return Some(at + item_end(&text[at..], 0)),
            _ => {}
        }
    }
    None
}

/// A path named in the code, with the line it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedPath {
    pub segments: Vec<String>,
    pub line: usize,
}

/// Every path the code names from `crate`, `super` or `self`: each leaf of every `use` tree
/// (grouped, nested, renamed) and every such path written out in the code.
pub fn paths_named(code: &str) -> Vec<NamedPath> {
    let tokens = tokens(code);
    let mut paths = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].text == "use" {
            let end = (i..tokens.len())
                .find(|&j| tokens[j].text == ";")
                .unwrap_or(tokens.len());
            expand_use_tree(&tokens[i + 1..end], &[], &mut paths);
            i = end + 1;
            continue;
        }
        let starts_path = matches!(tokens[i].text.as_str(), "crate" | "super" | "self")
            && tokens.get(i + 1).is_some_and(|t| t.text == "::")
            && (i == 0 || tokens[i - 1].text != "::");
        if starts_path {
            let line = tokens[i].line;
            let mut segments = vec![tokens[i].text.clone()];
            let mut j = i + 1;
            while tokens.get(j).is_some_and(|t| t.text == "::")
                && tokens.get(j + 1).is_some_and(|t| is_identifier(&t.text))
            {
                segments.push(tokens[j + 1].text.clone());
                j += 2;
            }
            paths.push(NamedPath { segments, line });
            i = j;
            continue;
        }
        i += 1;
    }
    paths
        .into_iter()
        .filter(|path| matches!(path.segments[0].as_str(), "crate" | "super" | "self"))
        .collect()
}

/// Appends the leaves of a `use` tree (the tokens between `use` and `;`) under `prefix`, each
/// with the line of its last word.
fn expand_use_tree(tokens: &[Token], prefix: &[String], leaves: &mut Vec<NamedPath>) {
    let mut path = prefix.to_vec();
    let mut line = tokens.first().map_or(0, |token| token.line);
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].text.as_str() {
            "::" => i += 1,
            "{" => {
                let close = closing_brace(tokens, i);
                for branch in split_top_level_commas(&tokens[i + 1..close]) {
                    expand_use_tree(branch, &path, leaves);
                }
                return;
            }
            // `self` inside a group names the group's own path; `as` renames the leaf.
            "self" if !path.is_empty() => i += 1,
            "as" => break,
            "*" => break,
            word => {
                path.push(word.to_string());
                line = tokens[i].line;
                i += 1;
            }
        }
    }
    if !path.is_empty() {
        leaves.push(NamedPath {
            segments: path,
            line,
        });
    }
}

fn closing_brace(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0;
    for (at, token) in tokens.iter().enumerate().skip(open) {
        match token.text.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return at;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

fn split_top_level_commas(tokens: &[Token]) -> Vec<&[Token]> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, token) in tokens.iter().enumerate() {
        match token.text.as_str() {
            "{" => depth += 1,
            "}" => depth -= 1,
            "," if depth == 0 => {
                parts.push(&tokens[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&tokens[start..]);
    parts.into_iter().filter(|part| !part.is_empty()).collect()
}

#[derive(Clone, Debug)]
struct Token {
    text: String,
    line: usize,
}

fn is_identifier(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Identifiers, `::` and single punctuation characters, each with its line (from 1).
fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            tokens.push(Token { text: word, line });
        } else if chars[i..].starts_with(&[':', ':']) {
            tokens.push(Token {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            tokens.push(Token {
                text: c.to_string(),
                line,
            });
            i += 1;
        }
    }
    tokens
}

#[test]
fn comments_strings_and_test_items_are_cut_and_the_rest_kept() {
    let text = "use a::b; // use c::d;\n#[cfg(test)]\nmod tests { fn f() { let s = \"}\"; } }\n\
                let q = '\"'; use crate::x::{y, z::{self, w as v}};\n#[cfg(test)]\nuse crate::t;\n\
                fn g<'a>() { crate::app::room::f(r#\"crate::app::not\"#); }";
    let code = code_without_tests(text);
    assert_eq!(code.lines().count(), text.lines().count());
    let named: Vec<(String, usize)> = paths_named(&code)
        .into_iter()
        .map(|path| (path.segments.join("::"), path.line))
        .collect();
    let expected = [
        ("crate::x::y", 4),
        ("crate::x::z", 4),
        ("crate::x::z::w", 4),
        ("crate::app::room::f", 7),
    ];
    let expected: Vec<(String, usize)> = expected
        .iter()
        .map(|(path, line)| (path.to_string(), *line))
        .collect();
    assert_eq!(named, expected);
}
