//! A grouped import that reaches up.
use crate::app::{
    high::Loud,
    low::Quiet,
};
