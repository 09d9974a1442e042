//! The later room: it may import the earlier one.
use super::low::Quiet;
pub mod loud;
