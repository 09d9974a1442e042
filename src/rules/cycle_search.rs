//! Test support: finds a cycle in a game's state graph by depth-first search.

use std::collections::HashMap;
use std::hash::Hash;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Mark {
    OnPath,
    Done,
}

/// A state that can be reached from itself, with the moves of one loop, if any exists
/// among the states reachable from `starts` along `successors`.
pub fn find_cycle<S, M>(
    starts: impl IntoIterator<Item = S>,
    successors: impl Fn(&S) -> Vec<(M, S)>,
) -> Option<(S, Vec<M>)>
where
    S: Copy + Eq + Hash,
    M: Copy,
{
    let mut marks: HashMap<S, Mark> = HashMap::new();
    for start in starts {
        if marks.contains_key(&start) {
            continue;
        }
        // Each frame: a state, its successors, and the index of the next one to visit.
        let mut path: Vec<(S, Vec<(M, S)>, usize)> = vec![(start, successors(&start), 0)];
        marks.insert(start, Mark::OnPath);
        while let Some((state, next, index)) = path.last_mut() {
            let Some(&(_, child)) = next.get(*index) else {
                marks.insert(*state, Mark::Done);
                path.pop();
                continue;
            };
            *index += 1;
            match marks.get(&child) {
                Some(Mark::Done) => {}
                Some(Mark::OnPath) => {
                    let from = path
                        .iter()
                        .position(|(s, _, _)| *s == child)
                        .expect("on path");
                    // Each frame's index is one past the move it took; the last took `mv`.
                    let moves = path[from..]
                        .iter()
                        .map(|(_, next, i)| next[*i - 1].0)
                        .collect();
                    return Some((child, moves));
                }
                None => {
                    marks.insert(child, Mark::OnPath);
                    let grandchildren = successors(&child);
                    path.push((child, grandchildren, 0));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_a_loop_and_only_a_loop() {
        // 0 -> 1 -> 2 -> 1 has a loop 1 -> 2 -> 1; 0 -> 1 -> 2 -> 3 has none.
        let looping = find_cycle([0u8], |&s| match s {
            0 => vec![('a', 1)],
            1 => vec![('b', 2)],
            2 => vec![('c', 1)],
            _ => vec![],
        });
        assert_eq!(looping, Some((1, vec!['b', 'c'])));
        let straight = find_cycle([0u8], |&s| if s < 3 { vec![('x', s + 1)] } else { vec![] });
        assert_eq!(straight, None);
    }
}
