//! The earlier room: it must not import the later one.
pub struct Quiet;
// use crate::app::high::Loud; (a comment names nothing)
