//! Today, as the daily puzzle and the progress's charts count days: days since 1 January 1970,
//! UTC, from the system's clock (the browser's on the web, where the standard clock panics).

use crate::puzzles::day_of;

/// Today's day number.
pub fn today() -> u64 {
    day_of(unix_seconds())
}

#[cfg(not(target_arch = "wasm32"))]
fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

#[cfg(target_arch = "wasm32")]
fn unix_seconds() -> u64 {
    (js_sys::Date::now() / 1000.0).max(0.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_is_after_this_code_was_written() {
        // 7 December 2026 is day 20,794.
        assert!(today() >= 20_794);
    }
}
