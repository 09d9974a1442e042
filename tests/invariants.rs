//! Invariants over thousands of random games of each game: conservation, legal moves play,
//! everything else is refused, undo restores, and position texts read back.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::rules::kimasai::{Kimasai, KimasaiMove};
use daga::rules::sadeqa::{Sadeqa, SadeqaMove};
use daga::rules::shax::board::NEIGHBOURS;
use daga::rules::shax::{Shax, ShaxMove};
use daga::rules::{Game, GameOptions, Match, Player};

/// What each game needs for the checks: a conserved total and the moves worth trying.
trait Checked: Game {
    /// Pieces, seeds or stones that are on the board, in hand or captured.
    fn conserved_total(&self) -> u32;
    /// A superset of the legal moves, rich in near misses.
    fn candidate_moves(&self, rng: &mut SmallRng) -> Vec<Self::Move>;
}

impl Checked for Shax {
    fn conserved_total(&self) -> u32 {
        let [south, north] = self.score();
        Player::BOTH
            .iter()
            .map(|&p| self.pieces(p).count_ones() + self.in_hand(p) as u32)
            .sum::<u32>()
            + south
            + north
    }

    fn candidate_moves(&self, rng: &mut SmallRng) -> Vec<ShaxMove> {
        let mut moves: Vec<ShaxMove> = (0..24)
            .flat_map(|p| [ShaxMove::Place(p), ShaxMove::Remove(p)])
            .collect();
        for from in 0..24u8 {
            for to in (0..24u8).filter(|&to| NEIGHBOURS[from as usize] & (1 << to) != 0) {
                moves.push(ShaxMove::Step {
                    from,
                    to,
                    remove: None,
                });
                moves.push(ShaxMove::Step {
                    from,
                    to,
                    remove: Some(rng.random_range(0..24)),
                });
            }
            moves.push(ShaxMove::Step {
                from,
                to: rng.random_range(0..24),
                remove: None,
            });
        }
        // Every removal choice of the listed jare steps, own pieces and empty points included.
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        for mv in legal {
            if let ShaxMove::Step { from, to, .. } = mv {
                moves.extend((0..24).map(|r| ShaxMove::Step {
                    from,
                    to,
                    remove: Some(r),
                }));
            }
        }
        moves
    }
}

impl Checked for Sadeqa {
    fn conserved_total(&self) -> u32 {
        self.seeds_on_board() + self.captured(Player::South) + self.captured(Player::North)
    }

    fn candidate_moves(&self, _: &mut SmallRng) -> Vec<SadeqaMove> {
        (0..16).map(SadeqaMove).collect()
    }
}

impl Checked for Kimasai {
    fn conserved_total(&self) -> u32 {
        let [south, north] = self.score();
        self.stone_count(Player::South) + self.stone_count(Player::North) + south + north
    }

    fn candidate_moves(&self, rng: &mut SmallRng) -> Vec<KimasaiMove> {
        (0..48)
            .flat_map(|from| {
                [
                    KimasaiMove::from_hole(from),
                    KimasaiMove {
                        from,
                        to: rng.random_range(0..48),
                    },
                ]
            })
            .collect()
    }
}

fn check_random_games<G: Checked>(games: usize, options: GameOptions, seed: u64, total: u32) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut plies = 0;
    for _ in 0..games {
        let mut game = Match::from_position(G::start(&options));
        loop {
            let position = *game.position();
            assert_eq!(position.conserved_total(), total, "{position:?}");
            let text = position.to_position_text();
            let read = G::from_position_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read.to_position_text(), text);

            legal.clear();
            game.legal_moves(&mut legal);
            assert_eq!(legal.is_empty(), game.status().is_over(), "{text}");
            assert_eq!(game.turn().is_none(), game.status().is_over());
            for mv in game.position().candidate_moves(&mut rng) {
                let mut copy = position;
                let played = copy.play(mv);
                assert_eq!(played.is_ok(), legal.contains(&mv), "{mv} in {text}");
                if played.is_err() {
                    assert_eq!(copy, position, "a refused move changes nothing");
                }
            }
            for &mv in &legal {
                let mut copy = position;
                assert!(copy.play(mv).is_ok(), "listed {mv} plays in {text}");
                assert_eq!(
                    mv.to_string().parse::<G::Move>().ok(),
                    Some(mv),
                    "notation of {mv}"
                );
            }
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.random_range(0..legal.len())];
            game.play(mv).unwrap();
            assert!(game.undo());
            assert_eq!(*game.position(), position, "undo restores {text}");
            game.play(mv).unwrap();
            plies += 1;
        }
    }
    assert!(plies > games, "games have moves");
}

#[test]
fn shax_random_games_keep_the_invariants() {
    check_random_games::<Shax>(300, GameOptions::default(), 1, 24);
    check_random_games::<Shax>(
        100,
        GameOptions {
            first: Player::North,
            seeds: 6,
        },
        2,
        24,
    );
}

#[test]
fn sadeqa_random_games_keep_the_invariants() {
    check_random_games::<Sadeqa>(1500, GameOptions::default(), 3, 96);
    check_random_games::<Sadeqa>(
        1500,
        GameOptions {
            first: Player::North,
            seeds: 4,
        },
        4,
        64,
    );
}

#[test]
fn kimasai_random_games_keep_the_invariants() {
    check_random_games::<Kimasai>(1500, GameOptions::default(), 5, 46);
    check_random_games::<Kimasai>(
        500,
        GameOptions {
            first: Player::North,
            seeds: 6,
        },
        6,
        46,
    );
}
