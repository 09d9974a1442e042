# Barnoota fi fuulota "Akkaataa itti taphatamu" Afaan Oromootiin (om), Qubee.
# DRAFT: written by the Daga developers, not yet reviewed by a native speaker.
# English (learn/en.ftl) is the source; docs/TRANSLATING.md has the glossary.

## Barnoota Shax

lesson-shax-placing = Kaa'uu
lesson-shax-placing-goal = Dhagaxa tuqaa geengoo qabu irra kaa'i. Tapha keessatti tuqaan duwwaa kamiyyuu ni ta'a, taphataan hundi dhagaxa 12 kaa'a, yeroo tokkotti tokko; as sadii kaa'ta.
lesson-shax-placing-learnt = Dhagaxoonni tuqaa duwwaa sararoonni itti walitti dhufan kamiyyuu irra, yeroo tokkotti tokko, hanga 24n hundi kaa'amanitti kaa'amu.

lesson-shax-line-while-placing = Sarara yeroo kaa'amu
lesson-shax-line-while-placing-goal = g1n sarara sadii tolchi. Yeroo kaa'amu homaa hin fudhatu, garuu eenyu dursee akka fudhatu murteessa.
lesson-shax-line-while-placing-learnt = Sararri yeroo kaa'amu tolfame homaa hin fudhatu; kan isa jalqabaa tolche, yeroo gabateen guutamu dursee fudhata. Namni tokkollee yoo hin tolchine, taphataan lammaffaan dursee fudhata.

lesson-shax-removal-phase = Yeroo fuudhuu
lesson-shax-removal-phase-goal = Gabateen guutameera, sarara jalqabaa kan tolchite atidha: dhagaxoota gurraacha Kaabaa keessaa tokko fudhadhu.
lesson-shax-removal-phase-learnt = Gabatee guutame irratti taphataan hundi dhagaxa morkataa tokko fudhata, kan sarara jalqabaa tolche dursa; sana booda dhagaxoonni tarkaanfatu, kan dursee fudhates dursee tarkaanfata.

lesson-shax-stepping = Tarkaanfachuu
lesson-shax-stepping-goal = Dhagaxa sarara irra gara tuqaa duwwaa cinaa isaa jiruutti tarkaanfachiisi: a1 irraa d1tti, sana booda b2 irraa d2tti.
lesson-shax-stepping-learnt = Erga fuudhuun xumuramee, dhagaxni sarara irra gara tuqaa ollaa duwwaa ta'eetti tarkaanfata. Dhagaxoonni tarkaanfatu qofa: hin utaalan, hin barrisan, yoo sadii hafanillee.

lesson-shax-jare = Jare
lesson-shax-jare-goal = Sarara sadii (jare) keessa tarkaanfadhu, isaan dhagaxa gurraacha kamiyyuu fudhadhu.
lesson-shax-jare-learnt = Tarkaanfiin sarara sadii guutu jare dha: dhagaxa morkataa tokko fudhata (ykn, "Hin fudhatin" waliin, tokkollee).

lesson-shax-hadig = Hadig
lesson-shax-hadig-goal = Ati Kaaba taphatta. Kibbi sochuu hin danda'u (hadig): akka Kibbi deebi'ee sochuu danda'uuf tarkaanfadhu.
lesson-shax-hadig-learnt = Taphataan tokko yoo cufame, inni kaan karaa banuufii qaba, tarkaanfiin sunis homaa hin fudhatu. Tarkaanfiin karaa banu yoo hin jirre, taphni walqixa dha.

lesson-shax-winning = Mo'uu
lesson-shax-winning-goal = Kaabaaf dhagaxa sadiitu hafe: jare tolchii tokko fudhadhu, Kaabni lama qofaan hafa.
lesson-shax-winning-learnt = Taphataan dhagaxa lama qofaan hafe ni mo'ama. Tarkaanfii 100 dhagaxni osoo hin fudhatamin, ykn haalli tokko yeroo sadii, walqixa dha.

## Barnoota Sadeqa III

lesson-sadeqa-iii-sowing = Facaasuu
lesson-sadeqa-iii-sowing-goal = Boolla ibsu irraa facaasi: sanyiin isaa tokko tokkoon boollota itti aananitti, faallaa sa'aatii, kufu.
lesson-sadeqa-iii-sowing-learnt = Boolla tarree keetii, isa sitti dhihoo jiru irraa facaafta: boolla itti aanu hundatti sanyii tokko, faallaa sa'aatii.

lesson-sadeqa-iii-round-the-board = Gabatee naannoo
lesson-sadeqa-iii-round-the-board-goal = h irraa facaasi, boolla dhumaa tarree keetii: sanyiin gara tarree Kaabaatti itti fufa.
lesson-sadeqa-iii-round-the-board-learnt = Facaasuun tarree lamaan naanna'a: dhuma tarree keetii irraa gara tarree Kaabaatti, tarree Kaabaa irraas deebi'ee kan keetitti. Facaasuun dheeraan gabatee guutuu naanna'u boolla itti jalqabe keessattis sanyii tokko kaa'a.

lesson-sadeqa-iii-relay = Itti fufuu
lesson-sadeqa-iii-relay-goal = b irraa facaasi: sanyiin isaa dhumaa d keessa kufa, sanyii qaba, kanaaf ol fuudhitee itti fufta.
lesson-sadeqa-iii-relay-learnt = Sanyiin dhumaa boolla sanyii qabu keessa yoo kufe, hunda ol fuudhitee achi irraa facaasuu itti fufta.

lesson-sadeqa-iii-capture = Qabachuu
lesson-sadeqa-iii-capture-goal = Facaasuu kee boolla duwwaa tarree keetii, kan fuullee isaa sanyiin jiru keessatti xumuri, isaan qabachuuf.
lesson-sadeqa-iii-capture-learnt = Sanyiin dhumaa boolla duwwaa tarree keetii keessatti sanyii boolla Kaabaa fuullee isaa jiru qabata. Sanyiin dhumaa boolla duwwaa tarree Kaabaa keessatti, ykn boolla duwwaa fuullee jiru, homaa hin qabatu: facaasuun ni dhaabata qofa.

lesson-sadeqa-iii-endless-sowing = Facaasuu dhuma hin qabne
lesson-sadeqa-iii-endless-sowing-goal = Boollota kee keessaa tokko bara baraan gabatee naanna'a, kun hin hayyamamu: boolla hayyamamu irraa facaasi.
lesson-sadeqa-iii-endless-sowing-learnt = Facaasuun gonkumaa hin dhaabanne hin taphatamu; boollonni sanyii qaban kaan hundi ni hayyamamu.

lesson-sadeqa-iii-end-and-count = Dhumaa fi lakkoofsa
lesson-sadeqa-iii-end-and-count-goal = Kaabni sanyii hin qabu. Akka Kaabni sochuu hin dandeenyeetti facaasi: sanyii hafe ni fudhatta, kan sanyii baay'ee qabu ni mo'a.
lesson-sadeqa-iii-end-and-count-learnt = Taphataan facaasuu yoo hin dandeenye, kan dhumarratti sochoo'e sanyii gabatee irratti hafe fudhata; kan sanyii baay'ee qabate ni mo'a, lakkoofsi walqixaan walqixa dha.

## Barnoota Bao la Kimasai

lesson-bao-la-kimasai-your-path = Karaa kee
lesson-bao-la-kimasai-your-path-goal = Dhagaxoonni kee tarree kee lamaan faallaa sa'aatiin naanna'u: tarree kee isa duubaa (1) keessatti a irraa gara l tarkaanfatu.
lesson-bao-la-kimasai-your-path-learnt = Dhagaxni karaa isaa irra boolla tokko tarkaanfata: tarree duubaa irra a irraa hanga l, l irratti tarree duraa seena, tarree duraa irra deebi'ee hanga a, a irrattis ammas tarree duubaa seena.

lesson-bao-la-kimasai-round-the-corner = Golee naanna'uu
lesson-bao-la-kimasai-round-the-corner-goal = Dhuma tarree kee isa duubaa (l1) irratti dhagaxni tarree kee isa duraa (l2) seena, sana booda isa irra gara a deema.
lesson-bao-la-kimasai-round-the-corner-learnt = Karaan kee geengoo tarree kee lamaan naanna'u dha; dhagaxoonni Kaabaa tarree Kaabaa lamaan akkasuma naanna'u.

lesson-bao-la-kimasai-only-empty-holes = Boolla duwwaa qofa
lesson-bao-la-kimasai-only-empty-holes-goal = Dhagaxni boolla duwwaa qofatti tarkaanfata: a1 b1n cufameera. Dhagaxa sochuu danda'u tarkaanfachiisi.
lesson-bao-la-kimasai-only-empty-holes-learnt = Tarkaanfii tokko, boolla karaa itti aanutti, yoo duwwaa ta'e qofa.

lesson-bao-la-kimasai-capture-column = Utubaa qabachuu
lesson-bao-la-kimasai-capture-column-goal = Bakka Kaabni dhagaxa duraa fi dhagaxa duuba isaa qabutti tarree kee isa duraa seeni: lamaanuu ni fudhatamu.
lesson-bao-la-kimasai-capture-column-learnt = Dhagaxni boolla tarree kee isa duraa seenu, tarree sana irra ykn l irratti tarree duubaa irraa, dhagaxa duraa Kaabaa utubaa sanaa fi isa duuba isaa jiru fudhata.

lesson-bao-la-kimasai-front-alone = Isa duraa qofa
lesson-bao-la-kimasai-front-alone-goal = As utubaan Kaabaa dhagaxa duraa qofa qaba: seenii fudhadhu.
lesson-bao-la-kimasai-front-alone-learnt = Dhagaxni duuba isaa yoo hin jirre, dhagaxni duraa qofti fudhatama; dhagaxni duraa yoo hin jirre, homaa hin fudhatamu.

lesson-bao-la-kimasai-winning = Mo'uu
lesson-bao-la-kimasai-winning-goal = Kaabaaf dhagaxa tokkotu hafe: fudhadhuu mo'i.
lesson-bao-la-kimasai-winning-learnt = Kan dhagaxoota morkataa hunda fudhate ni mo'a (taphataan tarkaanfachuu hin dandeenyes ni mo'ama).

## Akkaataa itti taphatamu: seerota tapha hundaa tarkaanfii gabaabaan, fi madda isaa

how-to-play-shax-1 = Walduraa duubaan dhagaxoota keessan 12 tuqaalee duwwaa irra kaa'aa; sararoonni amma tolfaman homaa hin fudhatan, garuu kan sarara jalqabaa tolche dursee fudhata.
how-to-play-shax-2 = Yeroo gabateen guutamu, taphataan hundi dhagaxa morkataa tokko fudhata.
how-to-play-shax-3 = Sana booda dhagaxa sarara irra gara ollaa duwwaatti tarkaanfachiisi. Sarara sadii (jare) guutuun dhagaxa morkataa kamiyyuu akka fudhattu si hayyama.
how-to-play-shax-4 = Morkataan kee sochuu yoo hin dandeenye (hadig), karaa banuufii qabda. Taphataan dhagaxa lama qofaan hafe ni mo'ama.
history-shax = Tapha biyyaalessaa Somaaliyaa, jar jedhamees beekama: yeroo baay'ee boolla 24 lafa keessatti qotame irratti, xaxaa, qola ykn sanyii timiraa dhagaxa godhachuun taphatama. Walaloowwanii fi mammaaksonni Somaalee baay'een waa'ee isaa dubbatu.

how-to-play-sadeqa-1 = Boolla gama keetii filadhu (tarreen boollotaa sitti dhihoo jiru kan keeti) sanyii isaa tokko tokkoon, faallaa sa'aatii, facaasi.
how-to-play-sadeqa-2 = Sanyiin dhumaa boolla sanyii qabu keessa yoo kufe, hunda fuudhii facaasuu itti fufi.
how-to-play-sadeqa-3 = Boolla duwwaa gama keetii keessa yoo kufe, sanyii fuullee jiru qabadhu.
how-to-play-sadeqa-4 = Taphataan sochuu yoo hin dandeenye, kan dhumarratti sochoo'e kan hafe fudhata. Kan sanyii baay'ee qabu ni mo'a; lakkoofsi walqixaan walqixa dha.
history-sadeqa = Tapha dargaggoota tiksitoota Oromoo Wallagga, dhiha Itoophiyaa, kan Richard Pankhurst bara 1971 galmeesse: gabatee soofame (sadeqa) ykn boolla lafa keessatti qotame irratti taphatama, boollii hundi mana, manni, dhagaxoonnis daga jedhamu.

how-to-play-kimasai-1 = Dhagaxni kee hundi tarree kee lamaan naannoo, faallaa sa'aatii, boolla tokko tarkaanfata, boolla duwwaatti qofa.
how-to-play-kimasai-2 = Tarree kee isa duraa seenuun dhagaxa duraa morkataa utubaa sanaa, fi isa duuba isaa jirus qabata.
how-to-play-kimasai-3 = Mo'uuf dhagaxoota morkataa hunda qabadhu.
history-kimasai = Tiksitoota Maasaayii naannoo Mpwapwa, naannoo Dodoomaa Taanzaaniyaatti taphatama, bara 1911 ergamaa Martin Klamrothiin ibsame. Bao biroo irraa adda ta'ee, boollii tokkollee dhagaxa tokkoo ol hin qabatu.

# Tarkaanfii "Akkaataa itti taphatamu", lakkoofsa qabu.
how-to-play-step = { $number }. { $text }

## Geengoowwan gabatee irraa, halluun tokko hiika tokko

rings-title = Geengoowwan gabatee irraa
ring-lesson = tarkaanfii barnoonni gaafatu, ykn tarkaanfii akeekkachiisaa: geengoo ibsu irraa jalqabi
ring-preview = tarkaanfiin akeekaa jala jiru, ykn tuqiin kee jalqabaa, maal akka godhu
ring-choice = itti aansitee bakka filachuu dandeessu
ring-picked = waan filatte
ring-jare = sarara sadii amma tolfame
ring-removable = waan fudhatamuu danda'u, ykn danda'u ture
ring-refused = tarkaanfii seeronni didan: sababni cinaa isaa dubbatama
ring-last-move = tarkaanfii dhumaa
ring-cursor = akeekaa kiiboordii (xiyyoon ykn Tab ni sochoosu)

## Barnoota gabatee irratti

lesson-line = Barnoota { $number } kan { $count } keessaa, { $title }: { $goal }
lesson-wants-capture = { $move } ni hayyamama, garuu homaa hin qabatu, barnoonni kunis qabachuu gaafata.
lesson-wants-win = { $move } ni hayyamama, garuu ammallee hin mo'u, barnoonni kunis akka mo'attu si gaafata.
lesson-wants-ringed = { $move } ni hayyamama, garuu barnoonni kun tarkaanfii geengoo qabu gaafata.
lesson-wants-goal = { $move } ni hayyamama, garuu waan barnoonni kun gaafatu miti. { $goal }
