//! Allowed: two steps up, then into an earlier room.
use super::super::low::Quiet;
pub struct Loud(Quiet);
