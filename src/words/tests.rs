//! Every language says everything English says, with the same arguments, choosing plurals only
//! by the forms its grammar has.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::*;
use fluent_syntax::serializer::serialize;

/// Each message of a language: its arguments, and the plural keys its selectors use.
type Shape = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn shape_of(language: Language) -> Shape {
    let parsed = fluent_syntax::parser::parse(language.messages())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", language.code()));
    let mut shape = Shape::new();
    for entry in parsed.body {
        match entry {
            Entry::Message(message) => {
                let (mut args, mut keys) = (BTreeSet::new(), BTreeSet::new());
                if let Some(pattern) = &message.value {
                    walk(pattern, &mut args, &mut keys);
                }
                let id = message.id.name.to_string();
                assert!(
                    shape.insert(id.clone(), (args, keys)).is_none(),
                    "{}: {id} twice",
                    language.code()
                );
            }
            Entry::Junk { content } => panic!("{}: cannot read {content:?}", language.code()),
            _ => {}
        }
    }
    shape
}

fn walk(pattern: &Pattern<&str>, args: &mut BTreeSet<String>, keys: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, args, keys);
        }
    }
}

fn walk_expression(
    expression: &Expression<&str>,
    args: &mut BTreeSet<String>,
    keys: &mut BTreeSet<String>,
) {
    match expression {
        Expression::Inline(inline) => walk_inline(inline, args, keys),
        Expression::Select { selector, variants } => {
            walk_inline(selector, args, keys);
            for variant in variants {
                if let VariantKey::Identifier { name } = variant.key {
                    keys.insert(name.to_string());
                }
                walk(&variant.value, args, keys);
            }
        }
    }
}

fn walk_inline(
    inline: &InlineExpression<&str>,
    args: &mut BTreeSet<String>,
    keys: &mut BTreeSet<String>,
) {
    match inline {
        InlineExpression::VariableReference { id } => {
            args.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { id, arguments } => {
            // Ordinal rules do not exist for sw, so and om: a selector on them falls back to
            // English's silently.
            let ordinal = arguments.named.iter().any(|a| a.name.name == "type");
            assert!(!ordinal, "{}: no ordinal selectors", id.name);
            for positional in &arguments.positional {
                walk_inline(positional, args, keys);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, args, keys),
        _ => {}
    }
}

#[test]
fn every_language_says_every_message_with_englishs_arguments() {
    let english = shape_of(Language::English);
    assert!(english.len() > 50, "English has {} messages", english.len());
    for language in Language::ALL {
        let shape = shape_of(language);
        let ids = |s: &Shape| s.keys().cloned().collect::<BTreeSet<_>>();
        let missing: Vec<_> = ids(&english).difference(&ids(&shape)).cloned().collect();
        let extra: Vec<_> = ids(&shape).difference(&ids(&english)).cloned().collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
        assert!(extra.is_empty(), "{} has more: {extra:?}", language.code());
        for (id, (args, _)) in &english {
            assert_eq!(&shape[id].0, args, "{}: {id}'s arguments", language.code());
        }
    }
}

/// Every lesson names its title, goal and what it taught by messages English has (so every
/// language has them), and no lesson message is left over from a lesson that went.
#[test]
fn every_lessons_words_are_messages_and_every_lesson_message_a_lessons() {
    let english = shape_of(Language::English);
    let mut named = BTreeSet::new();
    for game in crate::rules::GameId::ALL {
        for lesson in &crate::lessons::course(game).lessons {
            for id in [&lesson.title, &lesson.goal, &lesson.learnt] {
                assert!(english.contains_key(id.as_str()), "{game}: no message {id}");
                named.insert(id.clone());
            }
        }
    }
    let unused: Vec<_> = english
        .keys()
        .filter(|id| {
            crate::rules::GameId::ALL
                .iter()
                .any(|g| id.starts_with(&format!("lesson-{g}-")))
        })
        .filter(|id| !named.contains(*id))
        .collect();
    assert!(
        unused.is_empty(),
        "lesson messages no lesson names: {unused:?}"
    );
}

#[test]
fn plurals_are_chosen_only_by_the_forms_each_language_has() {
    // CLDR: English, Kiswahili, Somali and Afaan Oromoo each have "one" and "other" only;
    // `$who` chooses between the person spoken to ("you") and a side named ("other").
    let forms: BTreeSet<String> = ["one", "other", "you"].map(String::from).into();
    for language in Language::ALL {
        for (id, (_, keys)) in shape_of(language) {
            assert!(
                keys.is_subset(&forms),
                "{}: {id} selects {keys:?}",
                language.code()
            );
        }
    }
}

#[test]
fn counts_take_their_plural_and_no_isolation_marks() {
    let english = Phrasebook::new(Language::English);
    let moves = |book: &Phrasebook, n: i64| book.with("moves-played", &[("count", n.into())]);
    assert_eq!(moves(&english, 1), "1 move played");
    assert_eq!(moves(&english, 31), "31 moves played");
    let swahili = Phrasebook::new(Language::Kiswahili);
    assert_eq!(moves(&swahili, 1), "Hatua 1 imechezwa");
    assert_eq!(moves(&swahili, 31), "Hatua 31 zimechezwa");
    for language in Language::ALL {
        let said = moves(&Phrasebook::new(language), 2);
        assert!(!said.contains(['\u{2068}', '\u{2069}']), "{said:?}");
    }
}

#[test]
fn a_language_is_found_by_any_form_of_its_code_and_an_unknown_one_is_refused() {
    assert_eq!(Language::from_code("sw-KE"), Ok(Language::Kiswahili));
    assert_eq!(Language::from_code("so_SO.UTF-8"), Ok(Language::Somali));
    assert_eq!(Language::from_code("OM"), Ok(Language::Oromo));
    let refused = Language::from_code("fr").unwrap_err();
    assert_eq!(
        refused.to_string(),
        "unknown language 'fr': expected one of en, sw, so, om"
    );
    assert_eq!(
        Language::first_spoken(["fr-FR", "so", "en"]),
        Language::Somali
    );
    assert_eq!(Language::first_spoken(["fr-FR", "de"]), Language::English);
    assert_eq!(
        Language::first_spoken(Vec::<String>::new()),
        Language::English
    );
}

/// `source` with each word of its texts 40 % longer (its first letters again), its arguments
/// and selectors untouched.
pub(crate) fn longer(source: &str) -> String {
    let mut parsed =
        fluent_syntax::parser::parse(source.to_string()).unwrap_or_else(|(partial, _)| partial);
    for entry in &mut parsed.body {
        if let Entry::Message(message) = entry
            && let Some(pattern) = &mut message.value
        {
            lengthen(pattern);
        }
    }
    serialize(&parsed)
}

fn lengthen(pattern: &mut Pattern<String>) {
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => *value = longer_words(value),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => variants.iter_mut().for_each(|v| lengthen(&mut v.value)),
            PatternElement::Placeable { .. } => {}
        }
    }
}

fn longer_words(text: &str) -> String {
    let mut out = String::new();
    for (i, word) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word);
        let extra = (word.chars().count() * 2).div_ceil(5);
        out.extend(word.chars().filter(|c| c.is_alphabetic()).take(extra));
    }
    out
}

#[test]
fn the_longer_english_is_longer_and_keeps_its_arguments() {
    let longer = Phrasebook::longer_english();
    let said = longer.with("menu-play-game", &[("game", "Shax".into())]);
    assert_eq!(said, "PlayPl Shax");
    let plain = Phrasebook::new(Language::English).get("settings-touch-at-once");
    let long = longer.get("settings-touch-at-once");
    assert!(
        long.chars().count() * 10 >= plain.chars().count() * 13,
        "{long}"
    );
}
