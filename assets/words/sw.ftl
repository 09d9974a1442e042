# Maneno ya Daga kwa Kiswahili (sw).
# DRAFT: written by the Daga developers, not yet reviewed by a native speaker.
# Rasimu: bado haijakaguliwa na mzungumzaji asilia. See docs/TRANSLATING.md to correct it.
# Game terms keep their own words from the rule texts: jare, hadig, gal, gabad.

app-title = Daga — Shax, Sadeqa III, Bao la Kimasai
app-tagline = Michezo mitatu ya bao kutoka Afrika Mashariki
language-draft = { $language } (rasimu)
menu-keys = Vitufe: mishale au Tab huchagua, Enter huteua, Esc hughairi, U hurudisha, R hurudia.
menu-continue = Endelea
menu-review = Pitia
menu-opponent = Mpinzani
menu-levels = Kiwango cha kompyuta
menu-friend-here = Rafiki kwenye skrini hii
menu-friend-online = Rafiki mtandaoni
menu-computer = Kompyuta
menu-level = { $number } { $name }
menu-who-starts = Nani anaanza:
menu-you = Wewe
menu-south = Kusini
menu-north = Kaskazini
menu-side-marked = { $side } — { $marks }
# A side on the board with what it has captured: "You — light pieces: captured 3 pieces".
side-captured = { $side }: { $captured }
menu-seeds = Mbegu kwa kila shimo ({ $games }):
menu-seeds-short = 4, mchezo mfupi unaochezwa kote Welega
menu-learn-it = Jifunze
menu-learn-lessons = Jifunze: masomo mafupi { $count }
menu-lessons-stars = Masomo ({ $stars ->
    [one] nyota 1
   *[other] nyota { $stars }
})
menu-lesson-of = Somo { $number } kati ya { $count }
menu-learn-lesson-of = Jifunze: somo { $number } kati ya { $count }
menu-invite = Mwalike rafiki
menu-invite-game = Mwalike rafiki: { $game }
menu-play-game = Cheza { $game }
menu-how-to-play = Jinsi ya kucheza
menu-open-record = Fungua rekodi
menu-quit = Ondoka
card-lessons-to-learn = { $count ->
    [one] Somo 1 la kujifunza
   *[other] Masomo { $count } ya kujifunza
}
card-lessons-all-done = Masomo yote { $count } yamekamilika, { $stars ->
    [one] nyota 1
   *[other] nyota { $stars }
}
card-lessons-done = Masomo: { $done } kati ya { $count } yamekamilika
level-1 = Mwanzilishi
level-2 = Kawaida
level-3 = Klabu
level-4 = Hodari
level-5 = Bingwa
kept-against-computer = { $game } dhidi ya kompyuta ({ $level }), { $progress }
kept-against-friend = { $game } dhidi ya rafiki, { $progress }
kept-against-friend-online = { $game } dhidi ya rafiki mtandaoni, { $progress }
moves-played = { $count ->
    [one] Hatua 1 imechezwa
   *[other] Hatua { $count } zimechezwa
}
not-started = haujaanza
kept-for-continue = Mchezo wako umehifadhiwa kwa "Endelea": { $game }.
keep-my-game = Hifadhi mchezo wangu
start-new-game = Uanze mchezo mpya?
new-game-replaces = Mchezo mpya wa { $game } utachukua nafasi yake, na hautaweza kuendelezwa.
new-game = Mchezo mpya
join-friends-game = Ujiunge na mchezo wa rafiki yako?
friends-game-replaces = Mchezo wa rafiki yako utachukua nafasi yake, na hautaweza kuendelezwa.
join-anyway = Jiunge hata hivyo
settings-title = Mipangilio
settings-sound = Sauti
settings-speed = Kasi:
settings-effects = Madoido:
settings-look = Mwonekano:
settings-text-size = Ukubwa wa maandishi:
settings-language = Lugha:
settings-coordinates = Majina ya nafasi kwenye bao
settings-touch-at-once = Mguso: cheza hatua kwa mguso wa kwanza (vinginevyo mguso wa kwanza huonyesha hatua inayopanda, inayokamata au inayounda mstari, na wa pili huicheza)
settings-done = Sawa
game-over = Mchezo umekwisha
play-again = Cheza tena
undo = Rudisha
menu = Menyu
menu-tooltip = Rudi kwenye menyu; mchezo unahifadhiwa kwa Endelea
winner-places-first = { $streak }. Mshindi ataweka kwanza mchezo ujao.
title-review-progress = Mapitio { $percent } %
title-lesson-done = Somo { $number } limekamilika
title-lesson-of = Somo { $number } kati ya { $count }
speed-slow = Polepole
speed-normal = Kawaida
speed-fast = Haraka
speed-instant = Papo hapo
effects-full = Kamili
effects-calm = Tulivu
look-wood = Mbao
look-high-contrast = Tofauti kubwa
play-on-from-here = Uendelee kucheza kuanzia hapa?
played-on-replaces = Mchezo huu, ukiendelezwa kutoka hatua inayoonyeshwa, utachukua nafasi yake, na hautaweza kuendelezwa.
replace-and-play = Badilisha na ucheze
open-this-game = Ufungue mchezo huu?
open-it = Fungua
kimasai-origin = Wamaasai, Dodoma, Tanzania
kimasai-summary = Kete moja moja husogea kuzunguka safu zako mbili; ingia safu yako ya mbele ukamate safu wima nzima.
sadeqa-origin = Waoromo, Welega, Ethiopia
sadeqa-summary = Panda mbegu kuzunguka safu mbili na uendelee kupanda; ukimalizia kwenye shimo lako tupu, unakamata za upande wa pili.
shax-origin = Somalia
shax-summary = Kila mmoja huweka kete kumi na mbili, kisha husogea kufuata mistari: tatu mstarini (jare) huchukua kete moja.
how-to-play-game = Jinsi ya kucheza { $game }
where-it-comes-from = Unakotoka: { $origin }
page-loading = Daga inapakiwa…
page-starting = Inaanza…
page-received = { $received } kati ya { $total }
page-needs-webgl2 = Daga inahitaji WebGL2, ambayo kivinjari hiki hakina (au imezimwa). Firefox, Chrome, Edge au Safari ya sasa huiendesha.
page-needs-simd = Daga inahitaji WebAssembly SIMD, ambayo kivinjari hiki hakina. Firefox, Chrome, Edge au Safari ya sasa (16.4 au mpya zaidi) huiendesha.
page-could-not-start = Daga haikuweza kuanza: { $error }

online-invitation = Cheza Daga nami mtandaoni: chumba { $code } kwenye { $server }
online-reaching = Chumba { $code }: inafikia seva…
online-room = Chumba { $code }
online-waiting = Unamsubiri rafiki yako: mwambie msimbo, au mtumie mwaliko.
online-copy-invitation = Nakili mwaliko
copied = Imenakiliwa
online-friend-here = Chumba { $code } · rafiki yako yupo
online-friend-left = Rafiki yako ameondoka.
online-trying-again = { $why } Inajaribu tena…
online-dropped = Muunganisho wa rafiki yako umekatika — inasubiri… { $left }
online-not-back = Rafiki yako hajarudi. Unaweza kudai mchezo, au kuendelea kusubiri.
online-claim-win = Dai ushindi
online-call-draw = Iite sare
online-clock-you = Wewe { $left }
online-clock-friend = Rafiki { $left }
online-offers-draw = Rafiki yako anapendekeza sare.
online-asks-takeback = Rafiki yako anaomba kurudisha hatua yake ya mwisho.
online-dispute = Programu ya rafiki yako ina mchezo mwingine kuanzia hatua { $move }.
online-take-theirs = Chukua wake
online-keep-mine = Baki na wangu
online-accept = Kubali
online-decline = Kataa
online-resign-question = Ujisalimishe katika mchezo huu?
online-resign-yes = Ndiyo, najisalimisha
online-resign-no = Hapana
online-offer-draw = Pendekeza sare
online-ask-takeback = Omba kurudisha
online-resign = Jisalimishe
online-waiting-answer = Unasubiri jibu la rafiki yako…
online-friend-agreed = Rafiki yako amekubali.
online-friend-said-no = Rafiki yako amekataa.
online-friend-resigned = Rafiki yako amejisalimisha.
online-friend-back = Rafiki yako amerudi.
online-friend-claimed = Programu ya rafiki yako inasema mchezo umekwisha ({ $ending }); hapa unaendelea.
online-claimed-resignation = kujisalimisha
online-claimed-draw = sare iliyokubaliwa
online-claimed-time-up = muda umekwisha
online-claimed-you-left = uliondoka
online-mismatch-other-game = Chumba kina mchezo mwingine: mwombe rafiki yako msimbo mpya.
online-mismatch-same-side = Mtu mwingine katika chumba hiki anacheza upande wako: mwombe rafiki yako msimbo mpya.
online-mismatch-other-version = Rafiki yako anatumia toleo jingine la Daga: wote mnahitaji toleo moja.
line-room-full = Chumba kimejaa: wachezaji wawili wamo tayari.
line-unreachable = Seva haifikiki (je, anwani ni sahihi, na inafanya kazi?)
line-no-answer = Seva haikujibu: mtandao unaweza kuwa wa polepole au umezuiwa.
online-clock = Saa:
online-server = Seva:
clock-none = bila saa
clock-increment = { $minutes }+{ $seconds }
clock-days-a-move = { $days ->
    [one] siku moja kwa hatua
   *[other] siku { $days } kwa hatua
}
online-ice-header = Mbali: seva za STUN na TURN
online-ice-servers = Seva:
online-turn-user = Mtumiaji wa TURN:
online-turn-password = nenosiri:
online-ice-none = Hakuna: inafaa kwenye mtandao mmoja; marafiki walio mbali wanahitaji angalau seva ya STUN.
online-ice-used = { $count ->
    [one] Itatumika mchezo ujao: seva 1.
   *[other] Itatumika mchezo ujao: seva { $count }.
}
online-hosting = Unakaribisha: marafiki kwenye mtandao wako watumie { $server }
online-hosting-no-address = Unakaribisha: kompyuta hii haina anwani ya mtandao
online-host-here = Karibisha kwenye kompyuta hii
online-join-title = Jiunge na mchezo wa rafiki
online-join-hint = msimbo wake, kama kamu-tevo-bada-sini, au kiungo chake
online-join = Jiunge
online-not-a-code = '{ $text }' si msimbo wa chumba: msimbo ni maneno manne kama kamu-tevo-bada-sini
online-cannot-host = Haiwezi kukaribisha: { $why }
online-joining = Unajiunga na { $code }: inafikia seva…
online-joining-waiting = Katika chumba { $code }: unamsubiri rafiki yako…
online-joining-met = Rafiki yako yupo: mchezo wake unakuja…
online-cancel = Ghairi

lesson-start-again = Anza upya
lesson-start-again-tooltip = Anza somo upya
settings-tooltip = Sauti, kasi, mwonekano
undo-tooltip = Rudisha (U)
redo = Rudia
redo-tooltip = Rudia (R)
hint = Dokezo
hint-thinking = Inafikiri…
hint-tooltip = Hatua nzuri (H); tena kuiona yote
hint-mark = (dokezo)
record = Rekodi
record-tooltip = Mchezo kwa mstari mmoja, wa kunakili
record-title = Rekodi ya mchezo
room-link = Kiungo cha chumba
room-link-tooltip = Kiungo cha chumba hiki: rafiki yako hukifungua ili ajiunge
room-link-title = Rafiki yako hufungua kiungo hiki ili ajiunge na mchezo
send-my-move = Tuma hatua yangu
send-my-move-tooltip = Kiungo chenye hatua yako, kwa rafiki yako
send-my-move-title = Mtumie rafiki yako kiungo hiki: kina hatua yako
link = Kiungo
link-tooltip = Kiungo cha mchezo huu katika hatua hii
dont-remove = Usiondoe
or-pick-to-remove = au chagua kete ya kuondoa
no-moves-yet = Bado hakuna hatua
moves-count = { $count ->
    [one] Hatua 1
   *[other] Hatua { $count }
}{ $hinted ->
    [0] {""}
    [one] , 1 baada ya dokezo
   *[other] , { $hinted } baada ya dokezo
}
record-holds-the-game = Ina mchezo wote: inakili, ihifadhi, itume.
record-copy = Nakili
record-close = Funga
record-paste = Bandika rekodi ya mchezo au kiungo cha mchezo (kutoka "Rekodi" au "Kiungo"):
record-open = Fungua
record-review-it = Upitie
record-does-not-open = Rekodi hii haifunguki

lesson-done = Somo limekamilika
lesson-tried-needed = { $tried ->
    [one] Hatua 1 imejaribiwa
   *[other] Hatua { $tried } zimejaribiwa
}, { $needed } zilihitajika
lesson-next-in = Somo lijalo linaanza baada ya sekunde { $seconds }.
lesson-stay = Baki hapa
lesson-was-last = Hilo lilikuwa somo la mwisho la mchezo huu.
lesson-next-waits = Somo lijalo linakusubiri.
lesson-play-a-game = Cheza mchezo
lesson-next = Somo lijalo
lesson-again = Tena

side-light-pieces = kete nyeupe
side-dark-pieces = kete nyeusi
side-light-stones = kete nyeupe
side-dark-stones = kete nyeusi
side-lower-row = safu ya chini
side-upper-row = safu ya juu
side-left-column = safu wima ya kushoto
side-right-column = safu wima ya kulia
side-computer = Kompyuta ({ $level })
side-friend = Rafiki
captured-pieces = { $count ->
    [one] kete 1 imetekwa
   *[other] kete { $count } zimetekwa
}
captured-seeds = { $count ->
    [one] mbegu 1 imetekwa
   *[other] mbegu { $count } zimetekwa
}
captured-stones = { $count ->
    [one] kete 1 imetekwa
   *[other] kete { $count } zimetekwa
}
level-description = { $name }: { $sees }, { $errs }, { $time }
level-sees = { $depth ->
    [one] huona hatua moja mbele
   *[other] huona hatua { $depth } mbele
}
level-searches-deep = hutafuta kwa kina
level-errs-never = hucheza hatua bora anayoipata
level-errs-now-and-then = mara chache huchagua hatua dhaifu kidogo
level-errs-sometimes = wakati mwingine huchagua hatua dhaifu
level-errs-often = mara nyingi huchagua hatua dhaifu
level-errs-often-much = mara nyingi huchagua hatua dhaifu sana
level-thinks = hufikiri sekunde moja au mbili
level-answers-at-once = hujibu papo hapo
side-computer-short = Kompyuta

status-plays-move = { $who ->
    [you] Unacheza { $move }
   *[other] { $side } anacheza { $move }
}
status-plays = { $who ->
    [you] Unacheza
   *[other] { $side } anacheza
}
status-review-start = Mapitio: mwanzo wa mchezo
status-review-first = Mapitio: baada ya hatua ya kwanza
status-review-after = Mapitio: baada ya hatua { $move }
status-computer-thinking = Kompyuta inafikiri
status-friend-move = Zamu ya rafiki yako: unaisubiri
status-far-move = Zamu ya { $side }, yuko mbali: unasubiri kiungo chake
status-your-move = Zamu yako
status-to-move = Zamu ya { $side }
result-computer-wins = Kompyuta imeshinda
result-friend-wins = Rafiki yako ameshinda
result-you-win = Umeshinda!
result-side-wins = { $side } ameshinda
result-draw = Sare
tap-again = Gusa tena uicheze
sadeqa-tap-again = Gusa tena upande
kimasai-tap-again = Gusa tena usogeze
take-or-not = { $who ->
    [you] Unaweza
   *[other] { $side } anaweza
} kuchukua { $who2 ->
    [you] kete yako moja
   *[other] kete moja ya { $side2 }
}: ichague, au "Usiondoe"
end-no-moves = { $who ->
    [you] Huna
   *[other] { $side } hana
} hatua iliyobaki
end-repetition = nafasi ileile imerudi
end-resigned = { $who ->
    [you] Umejisalimisha
   *[other] { $side } amejisalimisha
}
end-draw-agreed = wachezaji wote wawili wamekubaliana
end-time-up = { $who ->
    [you] Muda wako umekwisha
   *[other] Muda wa { $side } umekwisha
}
end-abandoned = { $who ->
    [you] Umeuacha mchezo
   *[other] { $side } ameuacha mchezo
}
end-lost = { $who ->
    [you] Umeshindwa: { $reason }
   *[other] { $side } ameshindwa: { $reason }
}
shax-phase-placing = Kuweka — mkononi: { $south } { $south-count }, { $north } { $north-count }
shax-phase-removing = Kuondoa — chukua kete moja ya mpinzani
shax-phase-moving = Kusogeza — songa kufuata mstari; tatu mstarini huondoa kete moja
shax-phase-quiet = { $turns ->
    [one] Kusogeza — zamu 1 bila kete kuondolewa ({ $limit } mfululizo ni sare)
   *[other] Kusogeza — zamu { $turns } mfululizo bila kete kuondolewa ({ $limit } ni sare)
}
shax-hadig = Hadig — { $who ->
    [you] Umezuiwa
   *[other] { $side } amezuiwa
}; { $side2 } lazima afungue njia.
shax-jare-removes = Jare! { $who ->
    [you] Unaondoa
   *[other] { $side } anaondoa
} kete moja.
shax-jare-removes-from = Jare! { $who ->
    [you] Unaondoa
   *[other] { $side } anaondoa
} kete moja kutoka { $point }.
shax-removes = { $who ->
    [you] Unaondoa
   *[other] { $side } anaondoa
} kete moja.
shax-removes-from = { $who ->
    [you] Unaondoa
   *[other] { $side } anaondoa
} kete moja kutoka { $point }.
shax-first-jare = { $who ->
    [you] Umeunda jare ya kwanza: utaondoa kwanza.
   *[other] { $side } ameunda jare ya kwanza: { $side } ataondoa kwanza.
}
shax-placed = { $who ->
    [you] Umeweka kete.
   *[other] { $side } ameweka kete.
}
shax-placed-move = { $who ->
    [you] Umeweka kete kwenye { $move }.
   *[other] { $side } ameweka kete kwenye { $move }.
}
shax-moved = { $who ->
    [you] Umesogeza.
   *[other] { $side } amesogeza.
}
shax-moved-move = { $who ->
    [you] Umesogeza { $move }.
   *[other] { $side } amesogeza { $move }.
}
shax-take-or-not = Jare! { $who ->
    [you] Unaweza
   *[other] { $side } anaweza
} kuondoa { $who2 ->
    [you] kete yako moja
   *[other] kete moja ya { $side2 }
}: ichague, au "Usiondoe"
shax-end-two-pieces = { $who ->
    [you] Umebaki na kete mbili tu
   *[other] { $side } amebaki na kete mbili tu
}
shax-end-hadig = hadig: mchezaji aliyezuiwa ambaye hakuna hatua inayoweza kumfungua
shax-end-quiet = zamu { $limit } mfululizo bila kete kuondolewa
sadeqa-phase = { $seeds ->
    [one] Mbegu 1 kwenye bao
   *[other] Mbegu { $seeds } kwenye bao
}
sadeqa-sowed = { $who ->
    [you] Umepanda.
   *[other] { $side } amepanda.
}
sadeqa-sowed-move = { $who ->
    [you] Umepanda { $move }.
   *[other] { $side } amepanda { $move }.
}
sadeqa-sowed-captured = { $who ->
    [you] Umepanda na kukamata
   *[other] { $side } amepanda na kukamata
} { $count ->
    [one] mbegu 1
   *[other] mbegu { $count }
}.
sadeqa-sowed-move-captured = { $who ->
    [you] Umepanda { $move } na kukamata
   *[other] { $side } amepanda { $move } na kukamata
} { $count ->
    [one] mbegu 1
   *[other] mbegu { $count }
}.
sadeqa-repetition-after = Nafasi ileile imerudi: kila mchezaji anachukua mbegu za safu yake.
sadeqa-over-takes-left = Mchezo umekwisha: { $who ->
    [you] unachukua
   *[other] { $side } anachukua
} { $count ->
    [one] mbegu 1 iliyobaki
   *[other] mbegu { $count } zilizobaki
} kwenye bao.
sadeqa-end-no-moves = { $who ->
    [you] Huwezi kupanda
   *[other] { $side } hawezi kupanda
}, hivyo { $who2 ->
    [you] unachukua
   *[other] { $side2 } anachukua
} mbegu zilizobaki; mwenye mbegu nyingi ashinda
sadeqa-end-repetition = nafasi ileile imerudi mara tatu; kila mchezaji anachukua mbegu za safu yake
kimasai-phase = Kete: { $south } { $south-count }, { $north } { $north-count }
kimasai-stepped = { $who ->
    [you] Umesogea.
   *[other] { $side } amesogea.
}
kimasai-stepped-move = { $who ->
    [you] Umesogea { $move }.
   *[other] { $side } amesogea { $move }.
}
kimasai-captured = { $who ->
    [you] Umekamata
   *[other] { $side } amekamata
} { $count ->
    [one] kete 1
   *[other] kete { $count }
}!
kimasai-end-no-stones = { $who ->
    [you] Huna kete iliyobaki
   *[other] { $side } hana kete iliyobaki
}
refusal-friends-move = Ni zamu ya rafiki yako: hatua yake itakuja yenyewe hapa.
refusal-far-move = Ni zamu ya { $side }, yuko mbali: mtumie kiungo cha mchezo huu, na ufungue chake kitakapokuja.
refusal-not-allowed = Hairuhusiwi na kanuni — { $why }.
refusal-not-possible = Haiwezekani — { $why }.
refusal-nothing-here = Hakuna la kufanya kwenye { $spot }: nafasi zilizoangaziwa ndizo chaguo.
refusal-not-legal-now = { $move } si hatua halali sasa.
refusal-game-over = mchezo umekwisha
hint-start-here = Dokezo: anza hapa
hint-move = Dokezo: { $move }
hint-start-at = Dokezo: anza kwenye { $spot }
hint-this-move = Dokezo: hatua hii
shax-refuse-hemmed = kila nafasi karibu na { $from } ina kete tayari, kwa hiyo hii haiwezi kusogea
shax-refuse-step-occupied = { $point } ina kete tayari: songa hadi nafasi tupu karibu na { $from }
shax-refuse-place-occupied = { $point } ina kete tayari: weka yako kwenye nafasi tupu
shax-refuse-placing = kete bado zinawekwa: weka moja kwenye nafasi tupu
shax-refuse-removal = ni wakati wa kuondoa: chukua moja ya { $who ->
    [you] kete zako
   *[other] kete za { $side }
}
shax-refuse-stepping = sasa kete husogea kufuata mistari: chagua moja yako, kisha nafasi tupu karibu nayo
shax-refuse-no-piece = { $point } haina { $who ->
    [you] kete yako
   *[other] kete ya { $side }
}: chagua moja yao ili kusogeza
shax-refuse-not-next = { $to } haiko karibu na { $from } kwenye mstari: kete husogea hadi nafasi jirani
shax-refuse-must-free = hadig: { $who ->
    [you] umezuiwa
   *[other] { $side } amezuiwa
}, kwa hiyo { $who2 ->
    [you] lazima usogeze
   *[other] { $side2 } lazima asogeze
} ili kufungua njia
shax-refuse-freeing-removes = hatua inayomfungua mchezaji aliyezuiwa haichukui kitu
shax-refuse-no-jare = { $from }-{ $to } haiundi mstari wa tatu (hakuna jare), kwa hiyo haichukui kitu
shax-refuse-nothing-on = jare: chukua moja ya { $who ->
    [you] kete zako
   *[other] kete za { $side }
}; { $point } haina yoyote
sadeqa-refuse-others-row = { $hole } iko upande wa { $who ->
    [you] wako
   *[other] { $side }
}: panda kutoka shimo la upande wa { $who2 ->
    [you] wako mwenyewe
   *[other] { $side2 } mwenyewe
}
sadeqa-refuse-empty = { $hole } ni tupu: panda kutoka shimo lenye mbegu
sadeqa-refuse-endless = upandaji huo usingeisha kamwe: mbegu kutoka { $hole } zingezunguka milele
kimasai-refuse-no-stone = { $hole } haina { $who ->
    [you] kete yako
   *[other] kete ya { $side }
}
kimasai-refuse-not-next = kete husogea tu hadi shimo linalofuata kinyume cha saa: kutoka { $from } ni { $next }
kimasai-refuse-occupied = kete husogea tu kinyume cha saa, na { $hole } si tupu
review-play-from-here = Cheza kuanzia hapa:
review-against-computer = dhidi ya kompyuta ({ $level })
review-with-friend = na rafiki
review-close = Funga mapitio
review-start = Mwanzo
review-start-keys = Home au mshale wa juu
review-back = Nyuma
review-back-keys = Mshale wa kushoto
review-next = Mbele
review-next-keys = Mshale wa kulia
review-end = Mwisho
review-end-keys = End au mshale wa chini
review-of = kati ya { $moves }
review-chances = { $south } { $south-share } % · { $north } { $north-share } %
review-looking = Kompyuta inaitazama nafasi hii…
review-progress = (mapitio ya kompyuta: { $done } kati ya nafasi { $total })
review-legend = { $legend }: hatua iliyomgharimu mchezaji wake pointi 5, 10 au 15 za nafasi ya kushinda
judgement-inaccuracy = kosa dogo
judgement-mistake = kosa
judgement-blunder = kosa kubwa
review-move-number = Hatua { $number }
review-verdict-judgement-inaccuracy = { $move } ilikuwa kosa dogo: nafasi { $who ->
    [you] zako
   *[other] za { $side }
} zilishuka kwa pointi { $points }.
review-verdict-judgement-mistake = { $move } ilikuwa kosa: nafasi { $who ->
    [you] zako
   *[other] za { $side }
} zilishuka kwa pointi { $points }.
review-verdict-judgement-blunder = { $move } ilikuwa kosa kubwa: nafasi { $who ->
    [you] zako
   *[other] za { $side }
} zilishuka kwa pointi { $points }.
review-better-named = Bora ingekuwa { $move }, imewekwa alama kwenye bao.
review-better = Hatua bora imewekwa alama kwenye bao.
best-play-win = { $who ->
    [you] Unashinda
   *[other] { $side } anashinda
} baada ya { $plies } kwa mchezo bora
best-play-draw = Sare kwa mchezo bora
best-play-margin = { $who ->
    [you] Unashinda
   *[other] { $side } anashinda
} kwa { $seeds ->
    [one] mbegu 1
   *[other] mbegu { $seeds }
} kwa mchezo bora
match-streak = { $wins ->
    [one] Mechi: { $side }, ushindi 1
   *[other] Mechi: { $side }, ushindi { $wins } mfululizo
}
match-gal = Gal — ushindi minne mfululizo kwa { $side }!
match-gabad = Gabad — ushindi mitano mfululizo kwa { $side }!

## Kwa nini rekodi au kiungo hakifunguki

link-does-not-open = Mchezo wa kiungo hiki haufunguki
record-problem = { $what }: { $why }.
record-empty = ni tupu
record-unknown-game = “{ $word }” si mchezo wa hapa (michezo ni { $games })
record-unknown-tag = “{ $word }” si chaguo wala lebo (date=, south=, north=, result=)
record-tag-twice = “{ $word }” imetolewa mara mbili
record-no-moves = haina neno “moves” kabla ya hatua zake
record-unknown-option = “{ $word }” si chaguo (first=south au first=north, seeds=4 au seeds=6)
record-bad-first = “{ $word }” si upande unaoweza kuanza (first=south au first=north)
record-bad-seeds = seeds={ $word } si chaguo (seeds=4 au seeds=6)
record-seeds-not-here = Sadeqa III pekee huchezwa na seeds=
record-move-refused = hatua { $number }, “{ $move }”, hairuhusiwi — { $why }
record-move-unreadable = hatua { $number }, “{ $move }”, si hatua ya mchezo huu
record-rules-refuse = sheria haziruhusu hapo

## Kufungua kiungo juu ya mchezo uliohifadhiwa

link-another-game = Kiungo hiki ni mchezo mwingine: kukifungua kunachukua nafasi ya mchezo wako uliohifadhiwa ({ $game }, { $played ->
    [one] hatua 1 imechezwa
   *[other] hatua { $played } zimechezwa
}).
link-older = Kiungo hiki ni cha zamani kuliko mchezo wako: kinaishia hatua { $stops }, na mchezo wako uko hatua { $played }. Kukifungua kunarudisha mchezo wako hapo.
link-leaves-at = Kiungo hiki kinaacha mchezo wako kwenye hatua { $number }: kukifungua kunachukua nafasi ya mchezo wako ({ $game }, { $played ->
    [one] hatua 1 imechezwa
   *[other] hatua { $played } zimechezwa
}).

## Faili za mchezaji, moja isipoweza kutumika

notice-settings-not-read = Mipangilio yako haikuweza kusomwa, kwa hiyo mchezo unatumia mipangilio yake ya kawaida.
notice-settings-put-aside = Mipangilio yako haikuweza kusomwa, kwa hiyo imewekwa kando kama { $aside }. Mchezo unatumia mipangilio yake ya kawaida.
notice-settings-not-put-aside = Mipangilio yako haikuweza kusomwa wala kuwekwa kando. Mchezo unatumia mipangilio yake ya kawaida.
notice-game-not-read = Mchezo wako uliohifadhiwa haukuweza kusomwa.
notice-game-put-aside = Mchezo wako uliohifadhiwa haukuweza kusomwa ({ $why }), kwa hiyo umewekwa kando kama { $aside }.
notice-game-not-put-aside = Mchezo wako uliohifadhiwa haukuweza kusomwa ({ $why }), wala kuwekwa kando.
problem-damaged = faili limeharibika
problem-foreign = si mchezo uliohifadhiwa na Daga
problem-too-new = toleo jipya zaidi la Daga liliuhifadhi
problem-no-version = hakuna toleo la Daga lililouhifadhi
problem-unknown-game = ni wa mchezo ambao toleo hili halijui
problem-unknown-settings = mipangilio yake si ile ambayo toleo hili linajua
problem-move = hatua yake { $number } haiwezi kuchezwa
notice-progress-not-read = Maendeleo yako hayakuweza kusomwa: michezo ya leo inahesabiwa, lakini haihifadhiwi.
notice-progress-put-aside = Maendeleo yako hayakuweza kusomwa, kwa hiyo yamewekwa kando kama { $aside }. Yanaanza upya kuanzia hapa.
notice-progress-not-put-aside = Maendeleo yako hayakuweza kusomwa, wala kuwekwa kando. Yanaanza upya kuanzia hapa.

## Mafumbo
menu-daily-puzzle = Fumbo la leo
menu-daily-puzzle-streak = Fumbo la leo · { $days ->
    [one] siku 1 mfululizo
   *[other] siku { $days } mfululizo
}
menu-puzzles = Mafumbo ya { $game } · { $solved }/{ $count }
menu-next-puzzle = Ulishindwa mchezo wako wa mwisho. Jaribu fumbo: { $theme }
menu-next-level = Kinachofuata: cheza { $level }, kiwango kinacholingana na alama yako ({ $rating })
menu-your-games = Michezo yako
puzzle-line = Fumbo { $number } kati ya { $count } · { $theme } · { $goal }
puzzle-daily-line = Fumbo la leo · { $theme } · { $goal }
puzzle-goal-win = { $side } acheze na ashinde kwa hatua { $moves }
puzzle-goal-keep = { $side } acheze, anashinda: { $moves ->
    [one] tafuta hatua pekee inayobaki na ushindi
   *[other] tafuta hatua { $moves } zinazobaki na ushindi
}
puzzle-theme-hadig = Hadig: usimwachie hatua
puzzle-theme-two-pieces = Mpaka kete mbili
puzzle-theme-win-the-count = Shinda kwa hesabu
puzzle-theme-capture = Kuteka
puzzle-theme-two-columns = Safu mbili kwa mara moja
puzzle-theme-quiet-move = Hatua tulivu
puzzle-wrong = { $move } inapoteza ushindi. Jaribu hatua nyingine.
puzzle-wrong-ringed = { $move } nayo inapoteza ushindi. Hatua yenye pete inabaki nao.
puzzle-solved = Fumbo limetatuliwa
puzzle-daily-solved = Fumbo la leo limetatuliwa
puzzle-solved-clean = Kwa jaribio la kwanza, bila dokezo.
puzzle-solved-hinted = Limetatuliwa kwa dokezo.
puzzle-solved-after = { $tries ->
    [one] Limetatuliwa baada ya kosa moja.
   *[other] Limetatuliwa baada ya makosa { $tries }.
}
puzzle-solved-open = Kuanzia hapa, zaidi ya hatua moja inabaki na ushindi.
puzzle-streak = { $days ->
    [one] siku 1 mfululizo
   *[other] siku { $days } mfululizo
}
puzzle-next = Fumbo linalofuata
puzzle-again = Tena
puzzle-start-again-tooltip = Anza fumbo upya
title-puzzle-solved = Fumbo limetatuliwa
title-puzzle-daily = Fumbo la leo
title-puzzle-of = Fumbo { $number } kati ya { $count }

## Michezo yako
your-games = Michezo yako
your-games-none = Bado hakuna mchezo dhidi ya kompyuta.
your-games-rating = Alama dhidi ya kompyuta: { $rating } ({ $change })
your-games-level = { $level }: umeshinda { $won }, sare { $drawn }, umeshindwa { $lost }
your-games-puzzles = Mafumbo
your-games-puzzles-solved = { $solved } yametatuliwa, { $clean } kwa jaribio la kwanza
your-games-puzzle-rating = Alama ya mafumbo: { $rating } ({ $change })
your-games-chart = Alama baada ya kila mchezo au fumbo, kuanzia kushoto; mistari myembamba: uhakika wake.

## Ubao kwa maneno, kwa kisoma-skrini (src/app/ui/spoken.rs)
spot-said-light-piece = { $spot }, kete nyeupe
spot-said-dark-piece = { $spot }, kete nyeusi
spot-said-light-stone = { $spot }, jiwe jeupe
spot-said-dark-stone = { $spot }, jiwe jeusi
spot-said-light-seed = { $spot }, mbegu nyeupe
spot-said-dark-seed = { $spot }, mbegu nyeusi
spot-said-empty = { $spot }, tupu
spot-said-in-row = { $spot } (safu ya { $side })
spot-said-seeds = { $spot }, { $count ->
    [one] mbegu 1
   *[other] mbegu { $count }
}
said-row = Safu { $row }: { $spots }.
said-no-move-yet = Bado hakuna hatua iliyochezwa.
said-last-move = Hatua ya mwisho: { $move }.
said-no-cursor = Hakuna nafasi iliyochaguliwa: sogeza kiteuzi kwa mishale au Tab kwanza.
said-moves-from = Hatua kutoka { $spot }: { $moves }.
said-no-moves-from = Hakuna hatua inayoanzia { $spot }.
typed-not-your-turn = Si zamu yako kucheza.
typed-refused = “{ $move }” si hatua hapa: ilitarajiwa { $expected }.
typed-move-label = Andika hatua
typed-move-example = Andika hatua, kama { $example }, kisha Enter
access-board = Ubao
access-news = Habari
access-keys = Vitufe: mishale au Tab huchagua nafasi, Enter huicheza, Esc huiacha; F6 huenda kwenye vitufe, Esc au F6 hurudi; B husoma ubao, T zamu ya nani na alama, L hatua ya mwisho, M hatua kutoka nafasi iliyochaguliwa, K vitufe hivi; U hurudisha, H hutoa dokezo. / hufungua kisanduku cha kuandika hatua.
access-read-board = Soma ubao
access-read-turn = Zamu ya nani na alama
access-read-last = Hatua ya mwisho
access-can-pick = inaweza kuchaguliwa
