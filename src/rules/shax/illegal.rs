//! Why a Shax move is illegal, in words a player understands.

use super::board::{NEIGHBOURS, completes_line, point_name};
use super::{Phase, Shax, ShaxMove};
use crate::rules::{Game, Player};

/// `None` when `mv` is legal in `position`, else the reason it is not.
pub(super) fn reason(position: &Shax, mv: ShaxMove) -> Option<String> {
    if position.status().is_over() {
        return Some("the game is over".into());
    }
    let me = position.mover();
    let owner = |p| position.owner(p);
    let reason = match (position.phase, mv) {
        (Phase::Placing, ShaxMove::Place(p)) => match owner(p) {
            Some(_) => format!("{} is occupied", point_name(p)),
            None => return None,
        },
        (Phase::Placing, _) => "pieces are being placed: name an empty point, like d2".into(),
        (Phase::FirstRemoval | Phase::SecondRemoval, ShaxMove::Remove(p)) => {
            if owner(p) == Some(me.opponent()) {
                return None;
            }
            format!("{me} must remove a piece of {}", me.opponent())
        }
        (Phase::FirstRemoval | Phase::SecondRemoval, _) => {
            format!("{me} must remove a piece of {}, like xd5", me.opponent())
        }
        (Phase::Moving, ShaxMove::Step { from, to, remove }) => {
            return step_reason(position, me, from, to, remove);
        }
        (Phase::Moving, _) => "pieces now step along the lines, like d2-d3".into(),
    };
    Some(reason)
}

fn step_reason(
    position: &Shax,
    me: Player,
    from: u8,
    to: u8,
    remove: Option<u8>,
) -> Option<String> {
    let (from_name, to_name) = (point_name(from), point_name(to));
    if position.owner(from) != Some(me) {
        return Some(format!("{me} has no piece on {from_name}"));
    }
    if NEIGHBOURS[from as usize] & (1 << to) == 0 {
        return Some(format!("{to_name} is not next to {from_name} along a line"));
    }
    if position.owner(to).is_some() {
        return Some(format!("{to_name} is occupied"));
    }
    let blocked = position.is_blockade();
    if blocked {
        let mut after = *position;
        after.play_unchecked(ShaxMove::Step {
            from,
            to,
            remove: None,
        });
        if !after.can_step(position.to_move) {
            return Some(format!(
                "hadig: {} is blocked, and {me} must play a step that frees them",
                position.to_move
            ));
        }
    }
    let target = remove?;
    if blocked {
        return Some("a step that frees a blocked player never removes".into());
    }
    let after = (position.pieces(me) & !(1 << from)) | (1 << to);
    if !completes_line(after, to) {
        return Some(format!(
            "{from_name}-{to_name} forms no jare, so it removes nothing"
        ));
    }
    if position.owner(target) != Some(me.opponent()) {
        return Some(format!(
            "{} holds no piece of {}",
            point_name(target),
            me.opponent()
        ));
    }
    None
}
