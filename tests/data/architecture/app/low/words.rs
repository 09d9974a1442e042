//! Words in the code: one for the player (found), and the kinds that are not.

use std::fmt;

pub fn label(show: impl Fn(&str)) {
    show("Your move, friend");
    show("menu-play");
    show(&format!("{} · {}", 1, 2));
    // not the player's: an example of the mark
    show("a marked example");
    log::warn!("the log's words stay English");
}

pub struct Oops;

impl fmt::Display for Oops {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an error for the log")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn words_in_tests_are_free() {
        assert_eq!(super::Oops.to_string(), "an error for the log");
    }
}
