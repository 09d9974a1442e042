//! The screen's controls as a screen reader meets them, read from egui's AccessKit tree: what
//! the web page's mirror lists beside the canvas (the menu, the dialogs, the HUD's buttons), and
//! a screen reader's press or typing handed back to egui as AccessKit's action requests, so a
//! control pressed from outside does exactly what a click on it does.
// The tree is read, and typing asked, by the web page's mirror alone (a desktop screen reader
// reads egui's tree through AccessKit itself); the unit tests below read it on every target.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::egui::accesskit::{
    Action, ActionRequest, Node, NodeId, Role, Toggled, TreeId, TreeUpdate,
};
use bevy_egui::{EguiInput, PrimaryEguiContext};

use crate::app::AppSystems;
use crate::app::play::wake::WakeUp;

/// What kind of control a screen reader is told it meets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlKind {
    Button,
    /// One of a row's choices (a radio button, a selectable level, a game's card).
    Choice {
        chosen: bool,
    },
    /// A box that is ticked or not.
    Tick {
        on: bool,
    },
    Link,
    /// Words to read.
    Text,
    /// A box to type in, with what it holds.
    TextBox {
        value: String,
    },
}

/// One control of the screen, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Control {
    /// egui's widget, as AccessKit names it: what a press asks for.
    pub node: u64,
    pub kind: ControlKind,
    pub name: String,
    pub disabled: bool,
}

/// The controls of one frame's tree, depth first from its root as they are laid out; containers
/// are left out, their controls kept. Empty when the update carries no tree.
pub fn controls_in_reading_order(update: &TreeUpdate) -> Vec<Control> {
    let Some(tree) = &update.tree else {
        return Vec::new();
    };
    let nodes: HashMap<NodeId, &Node> = update.nodes.iter().map(|(id, node)| (*id, node)).collect();
    let mut controls = Vec::new();
    let mut waiting = vec![tree.root];
    // A tree from outside is walked at most once per node, whatever its links say.
    let mut seen = std::collections::HashSet::new();
    while let Some(id) = waiting.pop() {
        let Some(node) = nodes.get(&id) else {
            continue;
        };
        if !seen.insert(id) {
            continue;
        }
        if let Some(control) = control_of(id, node, &nodes) {
            controls.push(control);
        }
        waiting.extend(node.children().iter().rev());
    }
    // A row's question said once where the row shows it too ("Who starts" and "Who starts:").
    let shown_next = |i: usize, name: &str| {
        controls.get(i + 1).is_some_and(|next: &Control| {
            next.kind == ControlKind::Text && next.name.trim_end_matches(':') == name
        })
    };
    // And a control's own name is not read again as the words under it (a game's card, then
    // its title).
    let named_before = |i: usize| i > 0 && controls[i - 1].name == controls[i].name;
    let twice: Vec<bool> = (0..controls.len())
        .map(|i| {
            controls[i].kind == ControlKind::Text
                && (shown_next(i, &controls[i].name) || named_before(i))
        })
        .collect();
    let mut said_twice = twice.into_iter();
    controls.retain(|_| !said_twice.next().unwrap_or(false));
    controls
}

/// The control a node is, if it is one a player meets.
fn control_of(id: NodeId, node: &Node, nodes: &HashMap<NodeId, &Node>) -> Option<Control> {
    let chosen = node.toggled() == Some(Toggled::True);
    let kind = match node.role() {
        Role::Button | Role::DefaultButton if node.toggled().is_some() => {
            ControlKind::Choice { chosen }
        }
        Role::Button | Role::DefaultButton => ControlKind::Button,
        Role::RadioButton => ControlKind::Choice { chosen },
        Role::CheckBox | Role::Switch => ControlKind::Tick { on: chosen },
        Role::Link => ControlKind::Link,
        Role::Label => ControlKind::Text,
        // A row of choices' question, read before them (`widgets::choices_named`).
        Role::RadioGroup => ControlKind::Text,
        Role::TextInput | Role::MultilineTextInput | Role::PasswordInput => ControlKind::TextBox {
            value: node.value().unwrap_or_default().to_owned(),
        },
        _ => return None,
    };
    let name = name_of(node, &kind, nodes);
    if name.trim().is_empty() && !matches!(kind, ControlKind::TextBox { .. }) {
        return None;
    }
    Some(Control {
        node: id.0,
        kind,
        name,
        disabled: node.is_disabled(),
    })
}

/// A control's name: its label, a label's words, or for a text box the label it is labelled by
/// or the hint it shows when empty.
fn name_of(node: &Node, kind: &ControlKind, nodes: &HashMap<NodeId, &Node>) -> String {
    if *kind == ControlKind::Text {
        return node.value().or(node.label()).unwrap_or_default().to_owned();
    }
    if let Some(label) = node.label() {
        return label.to_owned();
    }
    let by: Vec<&str> = node
        .labelled_by()
        .iter()
        .filter_map(|id| nodes.get(id))
        .filter_map(|label| label.value().or(label.label()))
        .collect();
    if !by.is_empty() {
        return by.join(" ");
    }
    node.placeholder().unwrap_or_default().to_owned()
}

/// A screen reader, or the page's mirror for one, asks something of a control.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ControlAsked {
    pub node: u64,
    pub asked: ControlRequest,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlRequest {
    /// Pressed, as a click or Enter would.
    Press,
    /// A text box's words replaced by these.
    Type(String),
}

/// The events egui reads for what was asked, in this pass and in the next: a press is
/// AccessKit's click; typing focuses the box, and its words arrive in the next pass, once the
/// box has the focus, where its cursor is (egui's text boxes take no AccessKit value; the boxes
/// a screen reader's player types in, a room's code and a record, open empty).
pub fn egui_events_for(asked: &ControlAsked) -> [Vec<egui::Event>; 2] {
    let request = |action| {
        egui::Event::AccessKitActionRequest(ActionRequest {
            action,
            target_tree: TreeId::ROOT,
            target_node: NodeId(asked.node),
            data: None,
        })
    };
    match &asked.asked {
        ControlRequest::Press => [vec![request(Action::Click)], Vec::new()],
        ControlRequest::Type(text) => [
            vec![request(Action::Focus)],
            vec![egui::Event::Text(text.clone())],
        ],
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ControlAsked>()
        .add_systems(Update, hand_egui_what_was_asked.in_set(AppSystems::Input));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(
        Update,
        (
            pass_on_the_desktops_requests.before(hand_egui_what_was_asked),
            look_for_requests_while_a_screen_reader_listens,
        ),
    );
}

/// What was asked, into the primary context's input for its next pass (bevy_egui runs the
/// pass after `Update`).
fn hand_egui_what_was_asked(
    mut asked: MessageReader<ControlAsked>,
    mut input: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut next_pass: Local<Vec<egui::Event>>,
    mut wake: ResMut<WakeUp>,
    time: Res<Time<Real>>,
) {
    let Ok(mut input) = input.single_mut() else {
        asked.clear();
        return;
    };
    input.0.events.append(&mut next_pass);
    for asked in asked.read() {
        let [now, next] = egui_events_for(asked);
        input.0.events.extend(now);
        next_pass.extend(next);
    }
    if !next_pass.is_empty() {
        // The next pass must come, though a sleeping window has no other reason for it.
        wake.at(time.elapsed());
    }
}

/// A desktop screen reader's "press" (AT-SPI's action), which bevy_egui 0.42 does not pass on:
/// taken as the mirror's press is, for egui's nodes (the board's own buttons are played by keys).
#[cfg(not(target_arch = "wasm32"))]
fn pass_on_the_desktops_requests(
    mut requests: MessageReader<bevy::a11y::ActionRequest>,
    mut asked: MessageWriter<ControlAsked>,
) {
    for request in requests.read() {
        if request.0.action == Action::Click {
            asked.write(ControlAsked {
                node: request.0.target_node.0,
                asked: ControlRequest::Press,
            });
        }
    }
}

/// AccessKit's requests do not wake a sleeping window: while a screen reader is on, the window
/// looks for them ten times a second (a press then waits a tenth of a second at most).
#[cfg(not(target_arch = "wasm32"))]
fn look_for_requests_while_a_screen_reader_listens(
    requested: Option<Res<bevy::a11y::AccessibilityRequested>>,
    time: Res<Time<Real>>,
    mut wake: ResMut<WakeUp>,
) {
    if requested.is_some_and(|requested| requested.get()) {
        wake.at(time.elapsed() + REQUESTS_LOOKED_FOR_EVERY);
    }
}

#[cfg(not(target_arch = "wasm32"))]
const REQUESTS_LOOKED_FOR_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

#[cfg(test)]
mod tests {
    use super::*;

    /// One pass of a small screen, as the menu draws its rows; `events` fed to it.
    fn one_pass(
        ctx: &egui::Context,
        events: Vec<egui::Event>,
        draw: &mut dyn FnMut(&mut egui::Ui),
    ) -> Vec<Control> {
        let input = egui::RawInput {
            events,
            ..Default::default()
        };
        controls_in_reading_order(&tree_of(ctx, input, &mut |ui| draw(ui)))
    }

    /// The AccessKit tree of one pass (the fonts' textures, which no renderer takes here, let go).
    fn tree_of(
        ctx: &egui::Context,
        input: egui::RawInput,
        draw: &mut dyn FnMut(&mut egui::Ui),
    ) -> TreeUpdate {
        let mut output = ctx.run_ui(input, |ui| draw(ui));
        output.textures_delta.clear();
        output
            .platform_output
            .accesskit_update
            .expect("accesskit is on")
    }

    struct Screen {
        first: u8,
        presses: u32,
        code: String,
    }

    fn draw(screen: &mut Screen, ui: &mut egui::Ui) {
        ui.label("Who starts:");
        ui.radio_value(&mut screen.first, 0, "South");
        ui.radio_value(&mut screen.first, 1, "North");
        if ui.button("Play").clicked() {
            screen.presses += 1;
        }
        ui.add_enabled(false, egui::Button::new("Undo"));
        let label = ui.label("Room code");
        let _ = ui
            .text_edit_singleline(&mut screen.code)
            .labelled_by(label.id);
    }

    fn screen() -> Screen {
        Screen {
            first: 0,
            presses: 0,
            code: String::from("old"),
        }
    }

    fn find<'a>(controls: &'a [Control], name: &str) -> &'a Control {
        controls
            .iter()
            .find(|control| control.name == name)
            .unwrap_or_else(|| panic!("no control named {name:?} in {controls:#?}"))
    }

    #[test]
    fn the_controls_come_in_the_order_they_are_laid_out_with_their_kinds_and_states() {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut screen = screen();
        let controls = one_pass(&ctx, Vec::new(), &mut |ui| draw(&mut screen, ui));
        let said: Vec<(&str, &ControlKind, bool)> = controls
            .iter()
            .map(|c| (c.name.as_str(), &c.kind, c.disabled))
            .collect();
        let textbox = ControlKind::TextBox {
            value: "old".into(),
        };
        assert_eq!(
            said,
            [
                ("Who starts:", &ControlKind::Text, false),
                ("South", &ControlKind::Choice { chosen: true }, false),
                ("North", &ControlKind::Choice { chosen: false }, false),
                ("Play", &ControlKind::Button, false),
                ("Undo", &ControlKind::Button, true),
                ("Room code", &ControlKind::Text, false),
                ("Room code", &textbox, false),
            ]
        );
    }

    #[test]
    fn a_press_asked_from_outside_clicks_the_control_and_changes_only_it() {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut screen = screen();
        let controls = one_pass(&ctx, Vec::new(), &mut |ui| draw(&mut screen, ui));
        let press = |name: &str| {
            let [now, next] = egui_events_for(&ControlAsked {
                node: find(&controls, name).node,
                asked: ControlRequest::Press,
            });
            assert!(next.is_empty(), "a press is done in one pass");
            now
        };
        one_pass(&ctx, press("Play"), &mut |ui| draw(&mut screen, ui));
        assert_eq!((screen.presses, screen.first), (1, 0));
        one_pass(&ctx, press("North"), &mut |ui| draw(&mut screen, ui));
        assert_eq!((screen.presses, screen.first), (1, 1));
        // The tree of that pass was built before the choice changed; the next one says it.
        let next = one_pass(&ctx, Vec::new(), &mut |ui| draw(&mut screen, ui));
        assert_eq!(
            find(&next, "North").kind,
            ControlKind::Choice { chosen: true }
        );
        // A disabled control is not pressed.
        one_pass(&ctx, press("Undo"), &mut |ui| draw(&mut screen, ui));
        assert_eq!(screen.presses, 1);
    }

    #[test]
    fn typing_asked_from_outside_puts_the_words_in_the_box_over_two_passes() {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut screen = screen();
        screen.code.clear();
        let controls = one_pass(&ctx, Vec::new(), &mut |ui| draw(&mut screen, ui));
        let box_node = controls
            .iter()
            .find(|c| matches!(c.kind, ControlKind::TextBox { .. }))
            .expect("the box")
            .node;
        let [now, next] = egui_events_for(&ControlAsked {
            node: box_node,
            asked: ControlRequest::Type("tiger-lake-ruby-owl".into()),
        });
        one_pass(&ctx, now, &mut |ui| draw(&mut screen, ui));
        assert_eq!(screen.code, "", "the first pass gives the box the focus");
        one_pass(&ctx, next, &mut |ui| draw(&mut screen, ui));
        assert_eq!(screen.code, "tiger-lake-ruby-owl");
        assert_eq!(screen.presses, 0, "nothing else was pressed");
    }

    /// A row of choices is a group named by its question, the choices inside it: a screen
    /// reader says "Who starts" with each (the menu's rows, `widgets::choices_named`).
    #[test]
    fn a_named_row_holds_its_choices_as_a_radio_group() {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut first = 0;
        let mut level = 1;
        let update = tree_of(&ctx, egui::RawInput::default(), &mut |ui| {
            ui.horizontal_wrapped(|ui| {
                crate::app::ui::widgets::choices_named(ui, "Who starts:");
                ui.label("Who starts:");
                ui.radio_value(&mut first, 0, "South");
                ui.radio_value(&mut first, 1, "North");
            });
            // A card named by its title, which it also shows.
            ui.radio_value(&mut first, 2, "Shax");
            ui.label("Shax");
            ui.horizontal_wrapped(|ui| {
                crate::app::ui::widgets::choices_named(ui, "The computer's level");
                ui.selectable_value(&mut level, 1, "1 Beginner");
            });
        });
        let (_, group) = update
            .nodes
            .iter()
            .find(|(_, node)| node.label() == Some("Who starts"))
            .expect("a radio group");
        assert_eq!(group.role(), Role::RadioGroup);
        assert_eq!(group.label(), Some("Who starts"));
        let inside: Vec<&str> = group
            .children()
            .iter()
            .filter_map(|id| update.nodes.iter().find(|(node_id, _)| node_id == id))
            .filter(|(_, node)| node.role() == Role::RadioButton)
            .filter_map(|(_, node)| node.label())
            .collect();
        assert_eq!(inside, ["South", "North"]);
        // Read flat, a group's question comes before its choices, once: where the row shows it,
        // the row's own words.
        let names: Vec<String> = controls_in_reading_order(&update)
            .into_iter()
            .map(|control| control.name)
            .collect();
        assert_eq!(
            names,
            [
                "Who starts:",
                "South",
                "North",
                "Shax",
                "The computer's level",
                "1 Beginner"
            ]
        );
    }

    #[test]
    fn a_tree_whose_links_loop_or_dangle_is_walked_once_without_harm() {
        let mut root = Node::new(Role::Window);
        root.set_children(vec![NodeId(2), NodeId(9)]);
        let mut button = Node::new(Role::Button);
        button.set_label("Menu");
        button.set_children(vec![NodeId(1)]);
        let update = TreeUpdate {
            nodes: vec![(NodeId(1), root), (NodeId(2), button)],
            tree: Some(bevy_egui::egui::accesskit::Tree::new(NodeId(1))),
            tree_id: TreeId::ROOT,
            focus: NodeId(1),
        };
        let controls = controls_in_reading_order(&update);
        assert_eq!(controls.len(), 1);
        assert_eq!(controls[0].name, "Menu");
    }
}
