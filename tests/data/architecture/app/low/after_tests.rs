//! Code after a test module is checked too.

#[cfg(test)]
mod tests {
    use crate::app::high::Loud;
    use crate::rules::GameId;
    fn named() { let _ = GameId::Shax; }
}

fn quiet() {}

use crate::app::high::Loud;
fn wrong() { let _ = GameId::Shax; }
