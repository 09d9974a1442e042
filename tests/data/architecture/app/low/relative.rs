//! Two steps up, then into a later room.
use super::Quiet;
use super::super::high::Loud;
