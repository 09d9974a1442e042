//! A name the root re-exports from a later room.
const NOT_AN_IMPORT: &str = "crate::app::high::Loud";
fn louder() -> crate::app::Loud { todo!() }
