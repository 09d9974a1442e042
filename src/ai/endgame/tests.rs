//! The endgame tables against the rules: the way back agrees with the moves, every value is the
//! best of its moves' values, and values agree with a plain exhaustive search.

use super::shax_build::positions_before;
use super::shax_tables::{GROUPS, TABLES};
use super::*;
use crate::ai::solve::wins_within;
use crate::rules::shax::Shax;
use crate::rules::{Game, Match, Player};

/// The 3v3 table and, with `all`, 3v4 and 4v3 (4v4 is too slow for a debug test).
fn built(all: bool) -> ShaxTables {
    ShaxTableBuilder::up_to_group(if all { 1 } else { 0 })
        .finish()
        .expect("lines fit a byte")
}

/// About `count` positions of a table spread over its slots, South in the alternation, none
/// over.
fn sampled_positions(table: usize, count: usize) -> Vec<Shax> {
    let layout = &built_layouts()[table];
    // An odd stride, so that samples do not fall into step with the slot numbering.
    let stride = (layout.slots() / count) | 1;
    (0..layout.slots())
        .step_by(stride)
        .filter_map(|slot| {
            let (own, other) = layout.position(slot);
            let position = Shax::in_movement(Player::South, own, other).ok()?;
            (layout.slot(own, other) == slot && !position.status().is_over()).then_some(position)
        })
        .collect()
}

#[test]
fn the_way_back_finds_every_step_the_rules_allow() {
    let layout_slot = |own, other| {
        let tables = built_layouts();
        let table = TABLES
            .iter()
            .position(|&t| t == (own_count(own), own_count(other)))
            .unwrap();
        tables[table].slot(own, other)
    };
    for before in sampled_positions(1, 150)
        .into_iter()
        .chain(sampled_positions(2, 150))
    {
        let mut moves = Vec::new();
        before.legal_moves(&mut moves);
        for mv in moves {
            let mut after = before;
            after.play_unchecked(mv);
            if after.status().is_over() || after.score() != before.score() {
                continue;
            }
            let alternation = after.alternation_player();
            let (own, other) = (
                after.pieces(alternation),
                after.pieces(alternation.opponent()),
            );
            let own_moved_away = alternation != Player::South;
            let wanted = layout_slot(before.pieces(Player::South), before.pieces(Player::North));
            assert!(
                positions_before(own, other).iter().any(|b| {
                    b.own_moved_away == own_moved_away && layout_slot(b.own, b.other) == wanted
                }),
                "{} after {mv} from {}",
                after.to_position_text(),
                before.to_position_text()
            );
        }
    }
}

fn own_count(set: u32) -> usize {
    set.count_ones() as usize
}

fn built_layouts() -> &'static [super::shax_index::Layout] {
    static LAYOUTS: std::sync::OnceLock<Vec<super::shax_index::Layout>> =
        std::sync::OnceLock::new();
    LAYOUTS.get_or_init(|| {
        TABLES
            .iter()
            .map(|&(a, b)| super::shax_index::Layout::new(a, b))
            .collect()
    })
}

#[test]
fn every_value_is_the_best_of_its_moves() {
    let tables = built(true);
    for &table in GROUPS[0].iter().chain(GROUPS[1]) {
        for position in sampled_positions(table, 1500) {
            let value = tables.probe(&position).expect("in the tables");
            let by_moves = tables.best_move(&position).map(|(_, v)| v);
            assert_eq!(Some(value), by_moves, "{}", position.to_position_text());
        }
    }
}

#[test]
fn short_values_agree_with_an_exhaustive_search() {
    let tables = built(false);
    let mut checked = [0usize; 3];
    for position in sampled_positions(0, 400) {
        let mover = position.turn().unwrap();
        let value = tables.probe(&position).unwrap();
        let mut game = Match::from_position(position);
        let horizon = 5;
        match value {
            Exact::Win { plies } if plies <= horizon => {
                assert!(wins_within(&mut game, mover, plies as u32));
                assert!(!wins_within(&mut game, mover, plies as u32 - 1));
                checked[0] += 1;
            }
            Exact::Loss { plies } if plies <= horizon => {
                let opponent = mover.opponent();
                assert!(wins_within(&mut game, opponent, plies as u32));
                assert!(!wins_within(&mut game, opponent, plies as u32 - 1));
                checked[1] += 1;
            }
            _ => {
                assert!(!wins_within(&mut game, mover, 3));
                assert!(!wins_within(&mut game, mover.opponent(), 3));
                checked[2] += 1;
            }
        }
    }
    assert!(
        checked.iter().all(|&n| n > 0),
        "wins, losses and the rest: {checked:?}"
    );
}
