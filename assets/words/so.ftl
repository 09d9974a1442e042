# Erayada Daga ee Af-Soomaali (so).
# DRAFT: written by the Daga developers, not yet reviewed by a native speaker.
# Qabyo: weli ma uusan hubin qof afkiisu yahay. See docs/TRANSLATING.md to correct it.
# Game terms keep their own words from the rule texts and players: jare, hadig, loox, dhagax.

app-title = Daga — Shax, Sadeqa III, Bao la Kimasai
app-tagline = Saddex ciyaarood oo loox ah oo ka yimid Bariga Afrika
language-draft = { $language } (qabyo)
menu-keys = Furayaasha: fallaadhaha ama Tab way doortaan, Enter wuu qaataa, Esc wuu joojiyaa, U wuu celiyaa, R wuu soo celiyaa.
menu-continue = Sii wad
menu-review = Dib u eeg
menu-opponent = Ka soo horjeeda
menu-levels = Heerka kombiyuutarka
menu-friend-here = Saaxiib shaashaddan jooga
menu-friend-online = Saaxiib onlayn ah
menu-computer = Kombiyuutarka
menu-level = { $number } { $name }
menu-who-starts = Yaa bilaabaya:
menu-you = Adiga
menu-south = Koonfur
menu-north = Waqooyi
menu-side-marked = { $side } — { $marks }
# A side on the board with what it has captured: "You — light pieces: captured 3 pieces".
side-captured = { $side }: { $captured }
menu-seeds = Iniinyo god kasta ({ $games }):
menu-seeds-short = 4, ciyaar ka gaaban oo laga ciyaaro Welega oo dhan
menu-learn-it = Baro
menu-learn-lessons = Baro: { $count } cashar oo gaagaaban
menu-lessons-stars = Casharro ({ $stars ->
    [one] 1 xiddig
   *[other] { $stars } xiddig
})
menu-lesson-of = Casharka { $number } ee { $count }
menu-learn-lesson-of = Baro: casharka { $number } ee { $count }
menu-invite = Martiqaad saaxiib
menu-invite-game = Martiqaad saaxiib: { $game }
menu-play-game = Ciyaar { $game }
menu-how-to-play = Sida loo ciyaaro
menu-open-record = Fur diiwaan
menu-quit = Ka bax
card-lessons-to-learn = { $count ->
    [one] 1 cashar oo lagu barto
   *[other] { $count } cashar oo lagu barto
}
card-lessons-all-done = Dhammaan { $count } casharrada waa la dhammeeyay, { $stars ->
    [one] 1 xiddig
   *[other] { $stars } xiddig
}
card-lessons-done = Casharro: { $done } ee { $count } waa la dhammeeyay
level-1 = Bilow
level-2 = Caadi
level-3 = Naadi
level-4 = Xoog leh
level-5 = Khabiir
kept-against-computer = { $game } ka dhan ah kombiyuutarka ({ $level }), { $progress }
kept-against-friend = { $game } ka dhan ah saaxiib, { $progress }
kept-against-friend-online = { $game } ka dhan ah saaxiib onlayn ah, { $progress }
moves-played = { $count ->
    [one] 1 tallaabo ayaa la ciyaaray
   *[other] { $count } tallaabo ayaa la ciyaaray
}
not-started = lama bilaabin
kept-for-continue = Ciyaartaada waa loo kaydiyay "Sii wad": { $game }.
keep-my-game = Kaydi ciyaartayda
start-new-game = Ma bilaabaysaa ciyaar cusub?
new-game-replaces = Ciyaar cusub oo { $game } ah ayaa beddeli doonta, lamana sii wadi karo.
new-game = Ciyaar cusub
join-friends-game = Ma ku biiraysaa ciyaarta saaxiibkaa?
friends-game-replaces = Ciyaarta saaxiibkaa ayaa beddeli doonta, lamana sii wadi karo.
join-anyway = Ku biir si kastaba
settings-title = Dejinta
settings-sound = Cod
settings-speed = Xawaare:
settings-effects = Saameyn:
settings-look = Muuqaal:
settings-text-size = Cabbirka qoraalka:
settings-language = Luqad:
settings-coordinates = Magacyada meelaha looxa
settings-touch-at-once = Taabasho: ku ciyaar tallaabo taabashada koowaad (haddii kale taabashada koowaad waxay muujisaa tallaabo beeraysa, qabsanaysa ama samaynaysa jare, tan labaadna way ciyaartaa)
settings-done = Waa hagaag
game-over = Ciyaartu way dhammaatay
play-again = Mar kale ciyaar
undo = Celi
menu = Liiska
menu-tooltip = Ku noqo liiska; ciyaarta waa loo kaydiyay Sii wad
winner-places-first = { $streak }. Guuleystaha ayaa ciyaarta xigta marka hore dhigaya.
title-review-progress = Dib-u-eegis { $percent } %
title-lesson-done = Casharka { $number } waa dhammaaday
title-lesson-of = Casharka { $number } ee { $count }
speed-slow = Tartiib
speed-normal = Caadi
speed-fast = Degdeg
speed-instant = Isla markiiba
effects-full = Buuxa
effects-calm = Deggan
look-wood = Alwaax
look-high-contrast = Kala-duwanaan weyn
play-on-from-here = Ma ka sii ciyaaraysaa halkan?
played-on-replaces = Ciyaartan, oo laga sii ciyaaray tallaabada la muujiyay, ayaa beddeli doonta, lamana sii wadi karo.
replace-and-play = Beddel oo ciyaar
open-this-game = Ma furaysaa ciyaartan?
open-it = Fur
kimasai-origin = Maasai, Dodoma, Tansaaniya
kimasai-summary = Dhagaxyo keli ah ayaa ku wareega labadaada saf; gal safkaaga hore si aad u qabato tiir dhan.
sadeqa-origin = Oromo, Welega, Itoobiya
sadeqa-summary = Iniinyo ku beer labada saf oo sii beer; haddii aad ku dhammayso god madhan oo adiga leedahay, waad qabanaysaa kuwa ka soo horjeeda.
shax-origin = Soomaaliya
shax-summary = Mid kastaa wuxuu dhigaa laba iyo toban dhagax, kadibna ku socda xarriiqyada: saddex saf ah (jare) ayaa qaada dhagax.
how-to-play-game = Sida loo ciyaaro { $game }
where-it-comes-from = Meesha ay ka timid: { $origin }
page-loading = Daga waa la soo rarayaa…
page-starting = Waa la bilaabayaa…
page-received = { $received } ee { $total }
page-needs-webgl2 = Daga waxay u baahan tahay WebGL2, oo browser-kani uusan lahayn (ama la damiyay). Firefox, Chrome, Edge ama Safari cusub ayaa socodsiiya.
page-needs-simd = Daga waxay u baahan tahay WebAssembly SIMD, oo browser-kani uusan lahayn. Firefox, Chrome, Edge ama Safari cusub (16.4 ama ka dambe) ayaa socodsiiya.
page-could-not-start = Daga ma bilaabmi karin: { $error }

online-invitation = Ila ciyaar Daga onlayn: qolka { $code } ee { $server }
online-reaching = Qolka { $code }: waxaa la gaarayaa server-ka…
online-room = Qolka { $code }
online-waiting = Waxaad sugaysaa saaxiibkaa: u sheeg koodka, ama u dir martiqaadka.
online-copy-invitation = Koobiyee martiqaadka
copied = Waa la koobiyeeyay
online-friend-here = Qolka { $code } · saaxiibkaa waa joogaa
online-friend-left = Saaxiibkaa wuu baxay.
online-trying-again = { $why } Mar kale ayaa la isku dayayaa…
online-dropped = Xiriirka saaxiibkaa wuu go'ay — waa la sugayaa… { $left }
online-not-back = Saaxiibkaa ma soo noqon. Waad sheegan kartaa ciyaarta, ama sii sug.
online-claim-win = Sheego guusha
online-call-draw = Ka dhig barbaro
online-clock-you = Adiga { $left }
online-clock-friend = Saaxiib { $left }
online-offers-draw = Saaxiibkaa wuxuu soo jeediyay barbaro.
online-asks-takeback = Saaxiibkaa wuxuu codsanayaa inuu celiyo tallaabadiisii ugu dambaysay.
online-dispute = App-ka saaxiibkaa wuxuu hayaa ciyaar kale laga bilaabo tallaabada { $move }.
online-take-theirs = Qaado tiisa
online-keep-mine = Hayso tayda
online-accept = Aqbal
online-decline = Diid
online-resign-question = Ma isdhiibaysaa ciyaartan?
online-resign-yes = Haa, waan isdhiibayaa
online-resign-no = Maya
online-offer-draw = Soo jeedi barbaro
online-ask-takeback = Codso celin
online-resign = Isdhiib
online-waiting-answer = Waxaad sugaysaa jawaabta saaxiibkaa…
online-friend-agreed = Saaxiibkaa wuu oggolaaday.
online-friend-said-no = Saaxiibkaa wuu diiday.
online-friend-resigned = Saaxiibkaa wuu isdhiibay.
online-friend-back = Saaxiibkaa wuu soo noqday.
online-friend-claimed = App-ka saaxiibkaa wuxuu leeyahay ciyaartu way dhammaatay ({ $ending }); halkan way sii socotaa.
online-claimed-resignation = isdhiib
online-claimed-draw = barbaro la isku raacay
online-claimed-time-up = waqtigii wuu dhammaaday
online-claimed-you-left = adigu waad baxday
online-mismatch-other-game = Qolku wuxuu hayaa ciyaar kale: saaxiibkaa ka codso kood cusub.
online-mismatch-same-side = Qof kale oo qolkan ku jira ayaa ciyaaraya dhinacaaga: saaxiibkaa ka codso kood cusub.
online-mismatch-other-version = Saaxiibkaa wuxuu isticmaalaa nooc kale oo Daga ah: labadiinuba waxaad u baahan tihiin isla nooca.
line-room-full = Qolku waa buuxaa: laba ciyaartoy ayaa horeba ugu jira.
line-unreachable = Server-ka lama gaari karo (cinwaanku ma saxan yahay, oo ma shaqaynayaa?)
line-no-answer = Server-ku ma jawaabin: shabakaddu waxay noqon kartaa mid gaabis ah ama xidhan.
online-clock = Saacad:
online-server = Server:
clock-none = saacad la'aan
clock-increment = { $minutes }+{ $seconds }
clock-days-a-move = { $days ->
    [one] maalin tallaabadiiba
   *[other] { $days } maalmood tallaabadiiba
}
online-ice-header = Fog: server-yada STUN iyo TURN
online-ice-servers = Server-yada:
online-turn-user = Isticmaalaha TURN:
online-turn-password = furaha sirta:
online-ice-none = Midna: waa ku filan yahay hal shabakad; saaxiibada fog waxay u baahan yihiin ugu yaraan server STUN ah.
online-ice-used = { $count ->
    [one] Ciyaarta xigta waa la isticmaalayaa: 1 server.
   *[other] Ciyaarta xigta waa la isticmaalayaa: { $count } server.
}
online-hosting = Martigelin: saaxiibada shabakaddaada jooga ha isticmaalaan { $server }
online-hosting-no-address = Martigelin: kombiyuutarkan ma laha cinwaan shabakadeed
online-host-here = Ku martigeli kombiyuutarkan
online-join-title = Ku biir ciyaarta saaxiib
online-join-hint = koodkiisa, sida kamu-tevo-bada-sini, ama xiriirkiisa
online-join = Ku biir
online-not-a-code = '{ $text }' ma aha kood qol: koodku waa afar eray sida kamu-tevo-bada-sini
online-cannot-host = Lama martigelin karo: { $why }
online-joining = Waxaad ku biiraysaa { $code }: waxaa la gaarayaa server-ka…
online-joining-waiting = Qolka { $code }: waxaad sugaysaa saaxiibkaa…
online-joining-met = Saaxiibkaa waa joogaa: ciyaartiisu way imanaysaa…
online-cancel = Jooji

lesson-start-again = Dib u bilow
lesson-start-again-tooltip = Casharka dib u bilow
settings-tooltip = Cod, xawaare, muuqaal
undo-tooltip = Celi (U)
redo = Soo celi
redo-tooltip = Soo celi (R)
hint = Tilmaan
hint-thinking = Waa fekerayaa…
hint-tooltip = Tallaabo wanaagsan (H); mar kale si aad u aragto oo dhan
hint-mark = (tilmaan)
record = Diiwaan
record-tooltip = Ciyaarta oo hal sadar ah, si loo koobiyeeyo
record-title = Diiwaanka ciyaarta
room-link = Xiriirka qolka
room-link-tooltip = Xiriirka qolkan: saaxiibkaa ayaa fura si uu ugu biiro
room-link-title = Saaxiibkaa ha furo xiriirkan si uu ugu biiro ciyaarta
send-my-move = Dir tallaabadayda
send-my-move-tooltip = Xiriir ay ku jirto tallaabadaadu, saaxiibkaa loogu talagalay
send-my-move-title = U dir xiriirkan saaxiibkaa: wuxuu hayaa tallaabadaada
link = Xiriir
link-tooltip = Xiriirka ciyaartan ee tallaabadan
dont-remove = Ha qaadin
or-pick-to-remove = ama dooro dhagax aad qaaddo
no-moves-yet = Weli tallaabo ma jirto
moves-count = { $count ->
    [one] 1 tallaabo
   *[other] { $count } tallaabo
}{ $hinted ->
    [0] {""}
    [one] , 1 tilmaan kadib
   *[other] , { $hinted } tilmaan kadib
}
record-holds-the-game = Wuxuu hayaa ciyaarta oo dhan: koobiyee, kaydi, dir.
record-copy = Koobiyee
record-close = Xir
record-paste = Ku dheji diiwaanka ciyaar ama xiriir ciyaar (ka "Diiwaan" ama "Xiriir"):
record-open = Fur
record-review-it = Dib u eeg
record-does-not-open = Diiwaankan ma furmo

lesson-done = Casharku wuu dhammaaday
lesson-tried-needed = { $tried ->
    [one] 1 tallaabo ayaa la isku dayay
   *[other] { $tried } tallaabo ayaa la isku dayay
}, { $needed } ayaa loo baahnaa
lesson-next-in = Casharka xiga wuxuu bilaabmayaa { $seconds } ilbiriqsi kadib.
lesson-stay = Halkan joog
lesson-was-last = Kaasi wuxuu ahaa casharkii ugu dambeeyay ee ciyaartan.
lesson-next-waits = Casharka xiga wuu ku sugayaa.
lesson-play-a-game = Ciyaar ciyaar
lesson-next = Casharka xiga
lesson-again = Mar kale

side-light-pieces = dhagaxyada cad
side-dark-pieces = dhagaxyada madow
side-light-stones = dhagaxyada cad
side-dark-stones = dhagaxyada madow
side-lower-row = safka hoose
side-upper-row = safka sare
side-left-column = tiirka bidix
side-right-column = tiirka midig
side-computer = Kombiyuutar ({ $level })
side-friend = Saaxiib
captured-pieces = { $count ->
    [one] la qabtay 1 dhagax
   *[other] la qabtay { $count } dhagax
}
captured-seeds = { $count ->
    [one] la qabtay 1 iniin
   *[other] la qabtay { $count } iniinyo
}
captured-stones = { $count ->
    [one] la qabtay 1 dhagax
   *[other] la qabtay { $count } dhagax
}
level-description = { $name }: { $sees }, { $errs }, { $time }
level-sees = { $depth ->
    [one] wuxuu arkaa hal tallaabo hore
   *[other] wuxuu arkaa { $depth } tallaabo hore
}
level-searches-deep = si qoto dheer ayuu u baaraa
level-errs-never = wuxuu ciyaaraa tallaabada ugu fiican ee uu helo
level-errs-now-and-then = mararka qaarkood wuxuu doortaa tallaabo yara daciif ah
level-errs-sometimes = mararka qaar wuxuu doortaa tallaabo daciif ah
level-errs-often = badanaa wuxuu doortaa tallaabo daciif ah
level-errs-often-much = badanaa wuxuu doortaa tallaabo aad u daciif ah
level-thinks = wuxuu fekeraa hal ama laba ilbiriqsi
level-answers-at-once = isla markiiba wuu jawaabaa
side-computer-short = Kombiyuutar

status-plays-move = { $who ->
    [you] Waxaad ciyaartaa { $move }
   *[other] { $side } wuxuu ciyaaraa { $move }
}
status-plays = { $who ->
    [you] Waad ciyaaraysaa
   *[other] { $side } wuu ciyaarayaa
}
status-review-start = Dib-u-eegis: bilowga ciyaarta
status-review-first = Dib-u-eegis: tallaabada koowaad kadib
status-review-after = Dib-u-eegis: tallaabada { $move } kadib
status-computer-thinking = Kombiyuutarku wuu fekerayaa
status-friend-move = Waa tallaabada saaxiibkaa: waa la sugayaa
status-far-move = Waa tallaabada { $side }, meel fog: waa la sugayaa xiriirkiisa
status-your-move = Waa tallaabadaada
status-to-move = Waa tallaabada { $side }
result-computer-wins = Kombiyuutarka ayaa guuleystay
result-friend-wins = Saaxiibkaa ayaa guuleystay
result-you-win = Adaa guuleystay!
result-side-wins = { $side } ayaa guuleystay
result-draw = Barbaro
tap-again = Mar kale taabo si aad u ciyaarto
sadeqa-tap-again = Mar kale taabo si aad u beerto
kimasai-tap-again = Mar kale taabo si aad u tallaabsato
take-or-not = { $who ->
    [you] Waad qaadan kartaa
   *[other] { $side } wuu qaadan karaa
} mid ka mid ah { $who2 ->
    [you] dhagxaantaada
   *[other] dhagxaanta { $side2 }
}: dooro, ama "Ha qaadin"
end-no-moves = { $who ->
    [you] Tallaabo kuuma hadhin
   *[other] { $side } tallaabo uma hadhin
}
end-repetition = isla booskii ayaa soo noqday
end-resigned = { $who ->
    [you] Waad isdhiibtay
   *[other] { $side } wuu isdhiibay
}
end-draw-agreed = labada ciyaartoy way isku raaceen
end-time-up = { $who ->
    [you] Waqtigaagii wuu dhammaaday
   *[other] Waqtigii { $side } wuu dhammaaday
}
end-abandoned = { $who ->
    [you] Ciyaarta waad ka baxday
   *[other] { $side } ciyaarta wuu ka baxay
}
end-lost = { $who ->
    [you] Waad guuldarraysatay: { $reason }
   *[other] { $side } wuu guuldarraystay: { $reason }
}
shax-phase-placing = Dhigid — gacanta: { $south } { $south-count }, { $north } { $north-count }
shax-phase-removing = Qaadid — qaad mid ka mid ah dhagxaanta ka soo horjeedaha
shax-phase-moving = Socod — ku soco xarriiq; saddex saf ah ayaa dhagax qaada
shax-phase-quiet = { $turns ->
    [one] Socod — 1 tallaabo iyadoo aan dhagax la qaadin ({ $limit } oo xiriir ah waa barbaro)
   *[other] Socod — { $turns } tallaabo oo xiriir ah iyadoo aan dhagax la qaadin ({ $limit } waa barbaro)
}
shax-hadig = Hadig — { $who ->
    [you] Waa lagu xannibay
   *[other] { $side } waa la xannibay
}; { $side2 } waa inuu jid u furaa.
shax-jare-removes = Jare! { $who ->
    [you] Waxaad qaadaysaa
   *[other] { $side } wuxuu qaadayaa
} hal dhagax.
shax-jare-removes-from = Jare! { $who ->
    [you] Waxaad qaadaysaa
   *[other] { $side } wuxuu qaadayaa
} hal dhagax oo ka yimid { $point }.
shax-removes = { $who ->
    [you] Waxaad qaadaysaa
   *[other] { $side } wuxuu qaadayaa
} hal dhagax.
shax-removes-from = { $who ->
    [you] Waxaad qaadaysaa
   *[other] { $side } wuxuu qaadayaa
} hal dhagax oo ka yimid { $point }.
shax-first-jare = { $who ->
    [you] Waxaad samaysay jarihii ugu horreeyay: adigaa marka hore qaadaya.
   *[other] { $side } wuxuu sameeyay jarihii ugu horreeyay: { $side } ayaa marka hore qaadaya.
}
shax-placed = { $who ->
    [you] Waxaad dhigtay dhagax.
   *[other] { $side } wuxuu dhigay dhagax.
}
shax-placed-move = { $who ->
    [you] Waxaad dhigtay dhagax { $move }.
   *[other] { $side } wuxuu dhigay dhagax { $move }.
}
shax-moved = { $who ->
    [you] Waad dhaqaaqday.
   *[other] { $side } wuu dhaqaaqay.
}
shax-moved-move = { $who ->
    [you] Waad dhaqaaqday { $move }.
   *[other] { $side } wuu dhaqaaqay { $move }.
}
shax-take-or-not = Jare! { $who ->
    [you] Waad qaadan kartaa
   *[other] { $side } wuu qaadan karaa
} mid ka mid ah { $who2 ->
    [you] dhagxaantaada
   *[other] dhagxaanta { $side2 }
}: dooro, ama "Ha qaadin"
shax-end-two-pieces = { $who ->
    [you] Laba dhagax oo keliya ayaa kuu hadhay
   *[other] { $side } laba dhagax oo keliya ayaa u hadhay
}
shax-end-hadig = hadig: ciyaartoy xannibmay oo aan tallaabo xorayn karin
shax-end-quiet = { $limit } tallaabo oo xiriir ah iyadoo aan dhagax la qaadin
sadeqa-phase = { $seeds ->
    [one] 1 iniin ayaa looxa saaran
   *[other] { $seeds } iniinyo ayaa looxa saaran
}
sadeqa-sowed = { $who ->
    [you] Waad beertay.
   *[other] { $side } wuu beeray.
}
sadeqa-sowed-move = { $who ->
    [you] Waad beertay { $move }.
   *[other] { $side } wuu beeray { $move }.
}
sadeqa-sowed-captured = { $who ->
    [you] Waad beertay oo qabsatay
   *[other] { $side } wuu beeray oo qabsaday
} { $count ->
    [one] 1 iniin
   *[other] { $count } iniinyo
}.
sadeqa-sowed-move-captured = { $who ->
    [you] Waad beertay { $move } oo qabsatay
   *[other] { $side } wuu beeray { $move } oo qabsaday
} { $count ->
    [one] 1 iniin
   *[other] { $count } iniinyo
}.
sadeqa-repetition-after = Isla booskii ayaa soo noqday: ciyaartoy kasta wuxuu qaadanayaa iniinyaha safkiisa.
sadeqa-over-takes-left = Ciyaartu way dhammaatay: { $who ->
    [you] waxaad qaadanaysaa
   *[other] { $side } wuxuu qaadanayaa
} { $count ->
    [one] 1 iniin oo looxa ku hadhay
   *[other] { $count } iniinyo oo looxa ku hadhay
}.
sadeqa-end-no-moves = { $who ->
    [you] Ma beeri kartid
   *[other] { $side } ma beeri karo
}, sidaa darteed { $who2 ->
    [you] waxaad qaadanaysaa
   *[other] { $side2 } wuxuu qaadanayaa
} iniinyaha hadhay; kan iniinyo badan leh ayaa guuleysta
sadeqa-end-repetition = isla booskii ayaa saddex jeer soo noqday; ciyaartoy kasta wuxuu qaadanayaa iniinyaha safkiisa
kimasai-phase = Dhagxaan: { $south } { $south-count }, { $north } { $north-count }
kimasai-stepped = { $who ->
    [you] Waad tallaabsatay.
   *[other] { $side } wuu tallaabsaday.
}
kimasai-stepped-move = { $who ->
    [you] Waad tallaabsatay { $move }.
   *[other] { $side } wuu tallaabsaday { $move }.
}
kimasai-captured = { $who ->
    [you] Waad qabsatay
   *[other] { $side } wuu qabsaday
} { $count ->
    [one] 1 dhagax
   *[other] { $count } dhagax
}!
kimasai-end-no-stones = { $who ->
    [you] Dhagax kuuma hadhin
   *[other] { $side } dhagax uma hadhin
}
refusal-friends-move = Waa tallaabada saaxiibkaa: halkan ayay iskeed u imanaysaa.
refusal-far-move = Waa tallaabada { $side }, meel fog: u dir xiriirka ciyaartan, oo fur kiisa marka uu yimaado.
refusal-not-allowed = Xeerarku ma oggola — { $why }.
refusal-not-possible = Suurtagal maaha — { $why }.
refusal-nothing-here = Wax la sameeyo kuma jiro { $spot }: meelaha iftiinsan ayaa ah doorashooyinka.
refusal-not-legal-now = { $move } hadda maaha tallaabo sharci ah.
refusal-game-over = ciyaartu way dhammaatay
hint-start-here = Tilmaan: halkan ka bilow
hint-move = Tilmaan: { $move }
hint-start-at = Tilmaan: ka bilow { $spot }
hint-this-move = Tilmaan: tallaabadan
shax-refuse-hemmed = meel kasta oo { $from } ku xigta dhagax ayaa saaran, sidaa darteed kani ma dhaqaaqi karo
shax-refuse-step-occupied = { $point } dhagax ayaa saaran: u dhaqaaq meel bannaan oo { $from } ku xigta
shax-refuse-place-occupied = { $point } dhagax ayaa saaran: kaaga dhig meel bannaan
shax-refuse-placing = dhagxaanta weli waa la dhigayaa: mid dhig meel bannaan
shax-refuse-removal = waa wakhtiga qaadidda: qaad mid ka mid ah { $who ->
    [you] dhagxaantaada
   *[other] dhagxaanta { $side }
}
shax-refuse-stepping = hadda dhagxaantu waxay ku socdaan xarriiqyada: dooro mid adiga kuu gaar ah, kadib meel bannaan oo ku xigta
shax-refuse-no-piece = { $point } kuma jiro { $who ->
    [you] dhagxaantaada
   *[other] dhagxaanta { $side }
}: dooro mid ka mid ah si aad u dhaqaajiso
shax-refuse-not-next = { $to } kuma xigo { $from } xarriiq ahaan: dhagaxu wuxuu u dhaqaaqaa meel deris ah
shax-refuse-must-free = hadig: { $who ->
    [you] waa lagu xannibay
   *[other] { $side } waa la xannibay
}, sidaa darteed { $who2 ->
    [you] waa inaad dhaqaaqdo
   *[other] { $side2 } waa inuu dhaqaaqo
} si loo furo
shax-refuse-freeing-removes = tallaabo xoraysa ciyaartoy xannibmay waxba ma qaaddo
shax-refuse-no-jare = { $from }-{ $to } ma samaynayso saddex saf ah (jare ma jiro), sidaa darteed waxba ma qaaddo
shax-refuse-nothing-on = jare: qaad mid ka mid ah { $who ->
    [you] dhagxaantaada
   *[other] dhagxaanta { $side }
}; { $point } midna kuma jiro
sadeqa-refuse-others-row = { $hole } wuxuu ku yaal dhinaca { $who ->
    [you] adiga
   *[other] { $side }
}: ka beer god ku yaal dhinaca { $who2 ->
    [you] adiga
   *[other] { $side2 }
}
sadeqa-refuse-empty = { $hole } waa madhan yahay: ka beer god iniinyo leh
sadeqa-refuse-endless = beeriddaas weligeed ma dhammaato: iniinyaha { $hole } weligood way wareegayaan
kimasai-refuse-no-stone = { $hole } kuma jiro { $who ->
    [you] dhagxaantaada
   *[other] dhagxaanta { $side }
}
kimasai-refuse-not-next = dhagaxu wuxuu u tallaabsadaa oo keliya godka xiga ee ka soo horjeeda saacadda: { $from } kadib waa { $next }
kimasai-refuse-occupied = dhagaxu wuxuu u tallaabsadaa oo keliya ka soo horjeedka saacadda, { $hole } se ma bannaana
review-play-from-here = Halkan ka ciyaar:
review-against-computer = ka dhan ah kombiyuutarka ({ $level })
review-with-friend = saaxiib la
review-close = Xir dib-u-eegista
review-start = Bilow
review-start-keys = Home ama fallaadha kor
review-back = Dib
review-back-keys = Fallaadha bidix
review-next = Xiga
review-next-keys = Fallaadha midig
review-end = Dhammaad
review-end-keys = End ama fallaadha hoos
review-of = ee { $moves }
review-chances = { $south } { $south-share } % · { $north } { $north-share } %
review-looking = Kombiyuutarku wuxuu eegayaa booskan…
review-progress = (dib-u-eegista kombiyuutarka: { $done } ee { $total } boos)
review-legend = { $legend }: tallaabo ciyaartoygeedii ka lumisay 5, 10 ama 15 dhibcood oo fursadaha guusha ah
judgement-inaccuracy = khalad yar
judgement-mistake = khalad
judgement-blunder = khalad weyn
review-move-number = Tallaabada { $number }
review-verdict-judgement-inaccuracy = { $move } wuxuu ahaa khalad yar: fursadaha { $who ->
    [you] aad
   *[other] { $side }
} waxay hoos u dhaceen { $points } dhibcood.
review-verdict-judgement-mistake = { $move } wuxuu ahaa khalad: fursadaha { $who ->
    [you] aad
   *[other] { $side }
} waxay hoos u dhaceen { $points } dhibcood.
review-verdict-judgement-blunder = { $move } wuxuu ahaa khalad weyn: fursadaha { $who ->
    [you] aad
   *[other] { $side }
} waxay hoos u dhaceen { $points } dhibcood.
review-better-named = Waxaa ka fiicnaa { $move }, oo looxa lagu calaamadeeyay.
review-better = Tallaabada ka fiican waxaa lagu calaamadeeyay looxa.
best-play-win = { $who ->
    [you] Adaa guuleysanaya
   *[other] { $side } ayaa guuleysanaya
} { $plies } kadib, ciyaar ugu fiican
best-play-draw = Barbaro haddii si fiican loo ciyaaro
best-play-margin = { $who ->
    [you] Adaa guuleysanaya
   *[other] { $side } ayaa guuleysanaya
} { $seeds ->
    [one] 1 iniin
   *[other] { $seeds } iniinyo
}, ciyaar ugu fiican
match-streak = { $wins ->
    [one] Ciyaar: { $side }, 1 guul
   *[other] Ciyaar: { $side }, { $wins } guul oo xiriir ah
}
match-gal = Gal — afar guul oo xiriir ah oo { $side } leeyahay!
match-gabad = Gabad — shan guul oo xiriir ah oo { $side } leeyahay!

## Sababta diiwaan ama xiriir u furmi waayo

link-does-not-open = Ciyaarta xiriirkan ma furmayso
record-problem = { $what }: { $why }.
record-empty = waa madhan yahay
record-unknown-game = “{ $word }” halkan ciyaar ma aha (ciyaaraha waa { $games })
record-unknown-tag = “{ $word }” ma aha doorasho iyo calaamad midna (date=, south=, north=, result=)
record-tag-twice = “{ $word }” laba jeer ayaa la bixiyay
record-no-moves = ma laha ereyga “moves” ka hor tallaabooyinkiisa
record-unknown-option = “{ $word }” ma aha doorasho (first=south ama first=north, seeds=4 ama seeds=6)
record-bad-first = “{ $word }” ma aha dhinac bilaabi kara (first=south ama first=north)
record-bad-seeds = seeds={ $word } ma aha doorasho (seeds=4 ama seeds=6)
record-seeds-not-here = Sadeqa III oo keliya ayaa lagu ciyaaraa seeds=
record-move-refused = tallaabada { $number }, “{ $move }”, lama oggola — { $why }
record-move-unreadable = tallaabada { $number }, “{ $move }”, ma aha tallaabo ciyaartan ah
record-rules-refuse = xeerarku halkaas ma oggola

## Furidda xiriir ka sarreeya ciyaarta la kaydiyay

link-another-game = Xiriirkani waa ciyaar kale: furiddiisu waxay beddelaysaa ciyaartaada la kaydiyay ({ $game }, { $played ->
    [one] 1 tallaabo la ciyaaray
   *[other] { $played } tallaabo la ciyaaray
}).
link-older = Xiriirkani wuu ka da' weyn yahay ciyaartaada: wuxuu ku istaagaa tallaabada { $stops }, ciyaartaaduna waxay joogtaa tallaabada { $played }. Furiddiisu halkaas ayay dib ugu celinaysaa ciyaartaada.
link-leaves-at = Xiriirkani wuxuu ciyaartaada kaga tagayaa tallaabada { $number }: furiddiisu waxay beddelaysaa ciyaartaada ({ $game }, { $played ->
    [one] 1 tallaabo la ciyaaray
   *[other] { $played } tallaabo la ciyaaray
}).

## Faylasha ciyaaryahanka, marka mid aan la isticmaali karin

notice-settings-not-read = Dejimahaaga lama akhrin karin, sidaa darteed ciyaartu waxay isticmaashaa dejimaheeda caadiga ah.
notice-settings-put-aside = Dejimahaaga lama akhrin karin, sidaa darteed waxaa loo dhigay dhinac sida { $aside }. Ciyaartu waxay isticmaashaa dejimaheeda caadiga ah.
notice-settings-not-put-aside = Dejimahaaga lama akhrin karin, dhinacna looma dhigi karin. Ciyaartu waxay isticmaashaa dejimaheeda caadiga ah.
notice-game-not-read = Ciyaartaada la kaydiyay lama akhrin karin.
notice-game-put-aside = Ciyaartaada la kaydiyay lama akhrin karin ({ $why }), sidaa darteed waxaa loo dhigay dhinac sida { $aside }.
notice-game-not-put-aside = Ciyaartaada la kaydiyay lama akhrin karin ({ $why }), dhinacna looma dhigi karin.
problem-damaged = faylku waa xumaaday
problem-foreign = ma aha ciyaar Daga kaydisay
problem-too-new = nooc ka cusub oo Daga ah ayaa kaydiyay
problem-no-version = nooc Daga ah ma kaydin
problem-unknown-game = waa ciyaar uusan noocani aqoon
problem-unknown-settings = dejimaheedu ma aha kuwo noocani yaqaan
problem-move = tallaabadeeda { $number } lama ciyaari karo
notice-progress-not-read = Horumarkaaga lama akhrin karin: ciyaaraha maanta waa la tiriyaa, laakiin lama kaydiyo.
notice-progress-put-aside = Horumarkaaga lama akhrin karin, sidaa darteed waxaa loo dhigay dhinac sida { $aside }. Halkan ayuu mar kale ka bilaabanayaa.
notice-progress-not-put-aside = Horumarkaaga lama akhrin karin, dhinacna looma dhigi karin. Halkan ayuu mar kale ka bilaabanayaa.

## Xujooyinka
menu-daily-puzzle = Xujada maanta
menu-daily-puzzle-streak = Xujada maanta · { $days ->
    [one] 1 maalin oo xiriir ah
   *[other] { $days } maalmood oo xiriir ah
}
menu-puzzles = Xujooyinka { $game } · { $solved }/{ $count }
menu-next-puzzle = Ciyaartii kuugu dambeysay waad lumisay. Isku day xujo: { $theme }
menu-next-level = Xiga: ciyaar { $level }, heerka ku habboon qiimahaaga ({ $rating })
menu-your-games = Ciyaarahaaga
puzzle-line = Xujo { $number } ka mid ah { $count } · { $theme } · { $goal }
puzzle-daily-line = Xujada maanta · { $theme } · { $goal }
puzzle-goal-win = { $side } ayaa dhaqaaqaya oo ku guuleysta { $moves } tallaabo
puzzle-goal-keep = { $side } ayaa dhaqaaqaya, waana guuleysanayaa: { $moves ->
    [one] hel tallaabada keliya ee guusha ilaalisa
   *[other] hel { $moves } tallaabo oo guusha ilaaliya
}
puzzle-theme-hadig = Hadig: ha u dhaafin tallaabo
puzzle-theme-two-pieces = Ilaa laba dhagax
puzzle-theme-win-the-count = Ku guuleyso tirada
puzzle-theme-capture = Qabasho
puzzle-theme-two-columns = Laba tiir hal mar
puzzle-theme-quiet-move = Tallaabo deggan
puzzle-wrong = { $move } guusha way lumisaa. Isku day tallaabo kale.
puzzle-wrong-ringed = { $move } sidoo kale guusha way lumisaa. Tallaabada giraanta leh ayaa ilaalisa.
puzzle-solved = Xujada waa la furay
puzzle-daily-solved = Xujada maanta waa la furay
puzzle-solved-clean = Isku daygii ugu horreeyay, tilmaan la'aan.
puzzle-solved-hinted = Waxaa lagu furay tilmaan.
puzzle-solved-after = { $tries ->
    [one] Waxaa la furay kadib hal khalad.
   *[other] Waxaa la furay kadib { $tries } khalad.
}
puzzle-solved-open = Halkan wixii ka dambeeya, in ka badan hal tallaabo ayaa guusha ilaalisa.
puzzle-streak = { $days ->
    [one] 1 maalin oo xiriir ah
   *[other] { $days } maalmood oo xiriir ah
}
puzzle-next = Xujada xigta
puzzle-again = Mar kale
puzzle-start-again-tooltip = Xujada dib u bilow
title-puzzle-solved = Xujada waa la furay
title-puzzle-daily = Xujada maanta
title-puzzle-of = Xujo { $number } ka mid ah { $count }

## Ciyaarahaaga
your-games = Ciyaarahaaga
your-games-none = Weli ciyaar kombiyuutarka lama ciyaarin.
your-games-rating = Qiimahaaga ka dhanka ah kombiyuutarka: { $rating } ({ $change })
your-games-level = { $level }: { $won } guul, { $drawn } barbardhac, { $lost } guuldarro
your-games-puzzles = Xujooyinka
your-games-puzzles-solved = { $solved } la furay, { $clean } isku daygii ugu horreeyay
your-games-puzzle-rating = Qiimaha xujooyinka: { $rating } ({ $change })
your-games-chart = Qiimaha kadib ciyaar ama xujo kasta, bidix ka bilaabo; xariiqyada khafiifka ah: inta uu hubo.

## Looxa oo erayo ah, akhriyaha shaashadda (src/app/ui/spoken.rs)
spot-said-light-piece = { $spot }, jaan cad
spot-said-dark-piece = { $spot }, jaan madow
spot-said-light-stone = { $spot }, dhagax cad
spot-said-dark-stone = { $spot }, dhagax madow
spot-said-light-seed = { $spot }, iniin cad
spot-said-dark-seed = { $spot }, iniin madow
spot-said-empty = { $spot }, bannaan
spot-said-in-row = { $spot } (safka { $side })
spot-said-seeds = { $spot }, { $count ->
    [one] 1 iniin
   *[other] { $count } iniinood
}
said-row = Safka { $row }: { $spots }.
said-no-move-yet = Weli dhaqaaq lama ciyaarin.
said-last-move = Dhaqaaqii ugu dambeeyay: { $move }.
said-no-cursor = Meel lama dooran: marka hore cursor-ka ku dhaqaaji fallaarayaasha ama Tab.
said-moves-from = Dhaqaaqyada ka bilaabma { $spot }: { $moves }.
said-no-moves-from = Dhaqaaq kama bilaabmo { $spot }.
typed-not-your-turn = Ma aha kaaga inaad dhaqaaqdo.
typed-refused = “{ $move }” halkan dhaqaaq ma aha: waxaa la filayay { $expected }.
typed-move-label = Qor dhaqaaq
typed-move-example = Qor dhaqaaq, sida { $example }, kadib Enter
access-board = Looxa
access-news = Warka
access-keys = Furayaasha: fallaarayaasha ama Tab waxay doortaan meel, Enter waa ciyaaraa, Esc waa sii daayaa; F6 waxay u gudubtaa badhamada, Esc ama F6 waa soo celisaa; B waxay akhrisaa looxa, T cidda kaalinteedu tahay iyo dhibcaha, L dhaqaaqii ugu dambeeyay, M dhaqaaqyada meesha la doortay, K furayaashan; U dib ayuu u celiyaa, H tilmaan ayuu bixiyaa. / waxay furtaa sanduuq aad dhaqaaq ku qorto.
access-read-board = Akhri looxa
access-read-turn = Kaalinta iyo dhibcaha
access-read-last = Dhaqaaqii ugu dambeeyay
access-can-pick = waa la dooran karaa
