// Made by scripts/emoji-shortcodes.py from PyPI's emoji 2.16.0; do not edit.

extension Emoji {
    /// GitHub's emoji shortcodes (and the Unicode names beside them), without their colons: 4957 names, each
    /// `name=emoji`. A string, not a dictionary literal: it compiles in a moment and is read at the first use.
    static let written = """
        +1=👍 -1=👎 100=💯 1234=🔢 1st_place_medal=🥇 2nd_place_medal=🥈 3rd_place_medal=🥉 8ball=🎱 _1=👎 a=🅰
        a_button_blood_type=🅰 ab=🆎 ab_button_blood_type=🆎 abacus=🧮 abc=🔤 abcd=🔡 accept=🉑 accordion=🪗
        adhesive_bandage=🩹 admission_tickets=🎟️ adult=🧑 aerial_tramway=🚡 afghanistan=🇦🇫 airplane=✈️
        airplane_arrival=🛬 airplane_arriving=🛬 airplane_departure=🛫 aland_islands=🇦🇽 alarm_clock=⏰ albania=🇦🇱
        alembic=⚗️ algeria=🇩🇿 alien=👽 alien_monster=👾 ambulance=🚑 american_football=🏈 american_samoa=🇦🇸 amphora=🏺
        anatomical_heart=🫀 anchor=⚓ andorra=🇦🇩 angel=👼 anger=💢 anger_symbol=💢 angola=🇦🇴 angry=😠 angry_face=😠
        angry_face_with_horns=👿 anguilla=🇦🇮 anguished=😧 anguished_face=😧 ant=🐜 antarctica=🇦🇶 antenna_bars=📶
        antigua_barbuda=🇦🇬 anxious_face_with_sweat=😰 apple=🍎 aquarius=♒ argentina=🇦🇷 aries=♈ armenia=🇦🇲
        arrow_backward=◀ arrow_double_down=⏬ arrow_double_up=⏫ arrow_down=⬇ arrow_down_small=🔽 arrow_forward=▶
        arrow_heading_down=⤵ arrow_heading_up=⤴ arrow_left=⬅ arrow_lower_left=↙ arrow_lower_right=↘ arrow_right=➡
        arrow_right_hook=↪ arrow_up=⬆ arrow_up_down=↕ arrow_up_small=🔼 arrow_upper_left=↖ arrow_upper_right=↗
        arrows_clockwise=🔃 arrows_counterclockwise=🔄 art=🎨 articulated_lorry=🚛 artificial_satellite=🛰 artist=🧑‍🎨
        artist_dark_skin_tone=🧑🏿‍🎨 artist_light_skin_tone=🧑🏻‍🎨 artist_medium-dark_skin_tone=🧑🏾‍🎨
        artist_medium-light_skin_tone=🧑🏼‍🎨 artist_medium_skin_tone=🧑🏽‍🎨 artist_palette=🎨 aruba=🇦🇼
        ascension_island=🇦🇨 asterisk=*⃣ astonished=😲 astonished_face=😲 astronaut=🧑‍🚀 astronaut_dark_skin_tone=🧑🏿‍🚀
        astronaut_light_skin_tone=🧑🏻‍🚀 astronaut_medium-dark_skin_tone=🧑🏾‍🚀 astronaut_medium-light_skin_tone=🧑🏼‍🚀
        astronaut_medium_skin_tone=🧑🏽‍🚀 athletic_shoe=👟 atm=🏧 atm_sign=🏧 atom_symbol=⚛️ australia=🇦🇺 austria=🇦🇹
        auto_rickshaw=🛺 automobile=🚗 avocado=🥑 axe=🪓 azerbaijan=🇦🇿 b=🅱 b_button_blood_type=🅱 baby=👶 baby_angel=👼
        baby_angel_dark_skin_tone=👼🏿 baby_angel_light_skin_tone=👼🏻 baby_angel_medium-dark_skin_tone=👼🏾
        baby_angel_medium-light_skin_tone=👼🏼 baby_angel_medium_skin_tone=👼🏽 baby_bottle=🍼 baby_chick=🐤
        baby_dark_skin_tone=👶🏿 baby_light_skin_tone=👶🏻 baby_medium-dark_skin_tone=👶🏾 baby_medium-light_skin_tone=👶🏼
        baby_medium_skin_tone=👶🏽 baby_symbol=🚼 back=🔙 back_arrow=🔙 backhand_index_pointing_down=👇
        backhand_index_pointing_down_dark_skin_tone=👇🏿 backhand_index_pointing_down_light_skin_tone=👇🏻
        backhand_index_pointing_down_medium-dark_skin_tone=👇🏾 backhand_index_pointing_down_medium-light_skin_tone=👇🏼
        backhand_index_pointing_down_medium_skin_tone=👇🏽 backhand_index_pointing_left=👈
        backhand_index_pointing_left_dark_skin_tone=👈🏿 backhand_index_pointing_left_light_skin_tone=👈🏻
        backhand_index_pointing_left_medium-dark_skin_tone=👈🏾 backhand_index_pointing_left_medium-light_skin_tone=👈🏼
        backhand_index_pointing_left_medium_skin_tone=👈🏽 backhand_index_pointing_right=👉
        backhand_index_pointing_right_dark_skin_tone=👉🏿 backhand_index_pointing_right_light_skin_tone=👉🏻
        backhand_index_pointing_right_medium-dark_skin_tone=👉🏾
        backhand_index_pointing_right_medium-light_skin_tone=👉🏼 backhand_index_pointing_right_medium_skin_tone=👉🏽
        backhand_index_pointing_up=👆 backhand_index_pointing_up_dark_skin_tone=👆🏿
        backhand_index_pointing_up_light_skin_tone=👆🏻 backhand_index_pointing_up_medium-dark_skin_tone=👆🏾
        backhand_index_pointing_up_medium-light_skin_tone=👆🏼 backhand_index_pointing_up_medium_skin_tone=👆🏽
        backpack=🎒 bacon=🥓 badger=🦡 badminton=🏸 badminton_racquet_and_shuttlecock=🏸 bagel=🥯 baggage_claim=🛄
        baguette_bread=🥖 bahamas=🇧🇸 bahrain=🇧🇭 balance_scale=⚖️ bald_man=👨‍🦲 bald_woman=👩‍🦲 ballet_dancer=🧑‍🩰
        ballet_dancer_dark_skin_tone=🧑🏿‍🩰 ballet_dancer_light_skin_tone=🧑🏻‍🩰
        ballet_dancer_medium-dark_skin_tone=🧑🏾‍🩰 ballet_dancer_medium-light_skin_tone=🧑🏼‍🩰
        ballet_dancer_medium_skin_tone=🧑🏽‍🩰 ballet_shoes=🩰 balloon=🎈 ballot_box=🗳 ballot_box_with_ballot=🗳️
        ballot_box_with_check=☑ bamboo=🎍 banana=🍌 bangbang=‼ bangladesh=🇧🇩 banjo=🪕 bank=🏦 bar_chart=📊 barbados=🇧🇧
        barber=💈 barber_pole=💈 baseball=⚾ basket=🧺 basketball=🏀 basketball_man=⛹‍♂ basketball_woman=⛹‍♀ bat=🦇 bath=🛀
        bathtub=🛁 battery=🔋 beach_umbrella=🏖 beach_with_umbrella=🏖️ beaming_face_with_smiling_eyes=😁 beans=🫘 bear=🐻
        bearded_person=🧔 beating_heart=💓 beaver=🦫 bed=🛏️ bee=🐝 beer=🍺 beer_mug=🍺 beers=🍻 beetle=🐞 beginner=🔰
        belarus=🇧🇾 belgium=🇧🇪 belize=🇧🇿 bell=🔔 bell_pepper=🫑 bell_with_slash=🔕 bellhop_bell=🛎️ benin=🇧🇯 bento=🍱
        bento_box=🍱 bermuda=🇧🇲 beverage_box=🧃 bhutan=🇧🇹 bicycle=🚲 bicyclist=🚴 bike=🚲 biking_man=🚴‍♂ biking_woman=🚴‍♀
        bikini=👙 billed_cap=🧢 biohazard=☣️ biohazard_sign=☣ bird=🐦 birthday=🎂 birthday_cake=🎂 bison=🦬 biting_lip=🫦
        black_bird=🐦‍⬛ black_cat=🐈‍⬛ black_circle=⚫ black_circle_for_record=⏺ black_flag=🏴 black_heart=🖤
        black_joker=🃏 black_large_square=⬛ black_left_pointing_double_triangle_with_vertical_bar=⏮
        black_medium-small_square=◾ black_medium_small_square=◾ black_medium_square=◼️ black_nib=✒️
        black_right_pointing_double_triangle_with_vertical_bar=⏭
        black_right_pointing_triangle_with_double_vertical_bar=⏯ black_small_square=▪️ black_square_button=🔲
        black_square_for_stop=⏹ blond_haired_man=👱‍♂ blond_haired_person=👱 blond_haired_woman=👱‍♀ blonde_woman=👱‍♀
        blossom=🌼 blowfish=🐡 blue_book=📘 blue_car=🚙 blue_circle=🔵 blue_heart=💙 blue_square=🟦 blueberries=🫐 blush=😊
        boar=🐗 boat=⛵ bolivia=🇧🇴 bomb=💣 bone=🦴 book=📖 bookmark=🔖 bookmark_tabs=📑 books=📚 boom=💥 boomerang=🪃 boot=👢
        bosnia_herzegovina=🇧🇦 botswana=🇧🇼 bottle_with_popping_cork=🍾 bouncing_ball_man=⛹‍♂ bouncing_ball_person=⛹
        bouncing_ball_woman=⛹‍♀ bouquet=💐 bouvet_island=🇧🇻 bow=🙇 bow_and_arrow=🏹 bowing_man=🙇‍♂ bowing_woman=🙇‍♀
        bowl_with_spoon=🥣 bowling=🎳 boxing_glove=🥊 boy=👦 boy_dark_skin_tone=👦🏿 boy_light_skin_tone=👦🏻
        boy_medium-dark_skin_tone=👦🏾 boy_medium-light_skin_tone=👦🏼 boy_medium_skin_tone=👦🏽 brain=🧠 brazil=🇧🇷 bread=🍞
        breast-feeding=🤱 breast-feeding_dark_skin_tone=🤱🏿 breast-feeding_light_skin_tone=🤱🏻
        breast-feeding_medium-dark_skin_tone=🤱🏾 breast-feeding_medium-light_skin_tone=🤱🏼
        breast-feeding_medium_skin_tone=🤱🏽 breast_feeding=🤱 brick=🧱 bricks=🧱 bride_with_veil=👰‍♀ bridge_at_night=🌉
        briefcase=💼 briefs=🩲 bright_button=🔆 british_indian_ocean_territory=🇮🇴 british_virgin_islands=🇻🇬 broccoli=🥦
        broken_chain=⛓️‍💥 broken_heart=💔 broom=🧹 brown_circle=🟤 brown_heart=🤎 brown_mushroom=🍄‍🟫 brown_square=🟫
        brunei=🇧🇳 bubble_tea=🧋 bubbles=🫧 bucket=🪣 bug=🐛 building_construction=🏗️ bulb=💡 bulgaria=🇧🇬 bullet_train=🚅
        bullettrain_front=🚅 bullettrain_side=🚄 bullseye=🎯 burkina_faso=🇧🇫 burrito=🌯 burundi=🇧🇮 bus=🚌 bus_stop=🚏
        business_suit_levitating=🕴 busstop=🚏 bust_in_silhouette=👤 busts_in_silhouette=👥 butter=🧈 butterfly=🦋
        cactus=🌵 cake=🍰 calendar=📆 call_me_hand=🤙 call_me_hand_dark_skin_tone=🤙🏿 call_me_hand_light_skin_tone=🤙🏻
        call_me_hand_medium-dark_skin_tone=🤙🏾 call_me_hand_medium-light_skin_tone=🤙🏼
        call_me_hand_medium_skin_tone=🤙🏽 calling=📲 cambodia=🇰🇭 camel=🐫 camera=📷 camera_flash=📸 camera_with_flash=📸
        cameroon=🇨🇲 camping=🏕️ canada=🇨🇦 canary_islands=🇮🇨 cancer=♋ candle=🕯️ candy=🍬 canned_food=🥫 canoe=🛶
        cape_verde=🇨🇻 capital_abcd=🔠 capricorn=♑ car=🚗 card_file_box=🗃️ card_index=📇 card_index_dividers=🗂️
        caribbean_netherlands=🇧🇶 carousel_horse=🎠 carp_streamer=🎏 carpentry_saw=🪚 carrot=🥕 cartwheeling=🤸 castle=🏰
        cat=🐱 cat2=🐈 cat_face=🐱 cat_with_tears_of_joy=😹 cat_with_wry_smile=😼 cayman_islands=🇰🇾 cd=💿
        central_african_republic=🇨🇫 ceuta_melilla=🇪🇦 chad=🇹🇩 chains=⛓️ chair=🪑 champagne=🍾 chart=💹
        chart_decreasing=📉 chart_increasing=📈 chart_increasing_with_yen=💹 chart_with_downwards_trend=📉
        chart_with_upwards_trend=📈 check_box_with_check=☑️ check_mark=✔️ check_mark_button=✅ checkered_flag=🏁
        cheese=🧀 cheese_wedge=🧀 chequered_flag=🏁 cherries=🍒 cherry_blossom=🌸 chess_pawn=♟️ chestnut=🌰 chicken=🐔
        child=🧒 child_dark_skin_tone=🧒🏿 child_light_skin_tone=🧒🏻 child_medium-dark_skin_tone=🧒🏾
        child_medium-light_skin_tone=🧒🏼 child_medium_skin_tone=🧒🏽 children_crossing=🚸 chile=🇨🇱 china=🇨🇳 chipmunk=🐿️
        chocolate_bar=🍫 chopsticks=🥢 christmas_island=🇨🇽 christmas_tree=🎄 church=⛪ cigarette=🚬 cinema=🎦 circled_m=Ⓜ
        circus_tent=🎪 city_sunrise=🌇 city_sunset=🌆 cityscape=🏙️ cityscape_at_dusk=🌆 cl=🆑 cl_button=🆑 clamp=🗜️ clap=👏
        clapper=🎬 clapper_board=🎬 clapping_hands=👏 clapping_hands_dark_skin_tone=👏🏿
        clapping_hands_light_skin_tone=👏🏻 clapping_hands_medium-dark_skin_tone=👏🏾
        clapping_hands_medium-light_skin_tone=👏🏼 clapping_hands_medium_skin_tone=👏🏽 classical_building=🏛️ climbing=🧗
        climbing_man=🧗‍♂ climbing_woman=🧗‍♀ clinking_beer_mugs=🍻 clinking_glasses=🥂 clipboard=📋 clipperton_island=🇨🇵
        clock1=🕐 clock10=🕙 clock1030=🕥 clock11=🕚 clock1130=🕦 clock12=🕛 clock1230=🕧 clock130=🕜 clock2=🕑 clock230=🕝
        clock3=🕒 clock330=🕞 clock4=🕓 clock430=🕟 clock5=🕔 clock530=🕠 clock6=🕕 clock630=🕡 clock7=🕖 clock730=🕢 clock8=🕗
        clock830=🕣 clock9=🕘 clock930=🕤 clockwise_vertical_arrows=🔃 closed_book=📕 closed_lock_with_key=🔐
        closed_mailbox_with_lowered_flag=📪 closed_mailbox_with_raised_flag=📫 closed_umbrella=🌂 cloud=☁️
        cloud_with_lightning=🌩️ cloud_with_lightning_and_rain=⛈️ cloud_with_rain=🌧️ cloud_with_snow=🌨️
        cloud_with_tornado=🌪 clown_face=🤡 club_suit=♣️ clubs=♣ clutch_bag=👝 cn=🇨🇳 coat=🧥 cockroach=🪳 cocktail=🍸
        cocktail_glass=🍸 coconut=🥥 cocos_islands=🇨🇨 coffee=☕ coffin=⚰️ coin=🪙 cold_face=🥶 cold_sweat=😰 collision=💥
        colombia=🇨🇴 comet=☄️ comoros=🇰🇲 compass=🧭 compression=🗜 computer=💻 computer_disk=💽 computer_mouse=🖱️
        confetti_ball=🎊 confounded=😖 confounded_face=😖 confused=😕 confused_face=😕 congo-brazzaville=🇨🇬
        congo-kinshasa=🇨🇩 congo_brazzaville=🇨🇬 congo_kinshasa=🇨🇩 congratulations=㊗ construction=🚧
        construction_worker=👷 construction_worker_dark_skin_tone=👷🏿 construction_worker_light_skin_tone=👷🏻
        construction_worker_man=👷‍♂ construction_worker_medium-dark_skin_tone=👷🏾
        construction_worker_medium-light_skin_tone=👷🏼 construction_worker_medium_skin_tone=👷🏽
        construction_worker_woman=👷‍♀ control_knobs=🎛️ convenience_store=🏪 cook=🧑‍🍳 cook_dark_skin_tone=🧑🏿‍🍳
        cook_islands=🇨🇰 cook_light_skin_tone=🧑🏻‍🍳 cook_medium-dark_skin_tone=🧑🏾‍🍳 cook_medium-light_skin_tone=🧑🏼‍🍳
        cook_medium_skin_tone=🧑🏽‍🍳 cooked_rice=🍚 cookie=🍪 cooking=🍳 cool=🆒 cool_button=🆒 cop=👮 copyright=©️ coral=🪸
        corn=🌽 costa_rica=🇨🇷 cote_divoire=🇨🇮 couch_and_lamp=🛋️ counterclockwise_arrows_button=🔄 couple=👫
        couple_with_heart=💑 couple_with_heart_dark_skin_tone=💑🏿 couple_with_heart_light_skin_tone=💑🏻
        couple_with_heart_man_man=👨‍❤️‍👨 couple_with_heart_man_man_dark_skin_tone=👨🏿‍❤️‍👨🏿
        couple_with_heart_man_man_dark_skin_tone_light_skin_tone=👨🏿‍❤️‍👨🏻
        couple_with_heart_man_man_dark_skin_tone_medium-dark_skin_tone=👨🏿‍❤️‍👨🏾
        couple_with_heart_man_man_dark_skin_tone_medium-light_skin_tone=👨🏿‍❤️‍👨🏼
        couple_with_heart_man_man_dark_skin_tone_medium_skin_tone=👨🏿‍❤️‍👨🏽
        couple_with_heart_man_man_light_skin_tone=👨🏻‍❤️‍👨🏻
        couple_with_heart_man_man_light_skin_tone_dark_skin_tone=👨🏻‍❤️‍👨🏿
        couple_with_heart_man_man_light_skin_tone_medium-dark_skin_tone=👨🏻‍❤️‍👨🏾
        couple_with_heart_man_man_light_skin_tone_medium-light_skin_tone=👨🏻‍❤️‍👨🏼
        couple_with_heart_man_man_light_skin_tone_medium_skin_tone=👨🏻‍❤️‍👨🏽
        couple_with_heart_man_man_medium-dark_skin_tone=👨🏾‍❤️‍👨🏾
        couple_with_heart_man_man_medium-dark_skin_tone_dark_skin_tone=👨🏾‍❤️‍👨🏿
        couple_with_heart_man_man_medium-dark_skin_tone_light_skin_tone=👨🏾‍❤️‍👨🏻
        couple_with_heart_man_man_medium-dark_skin_tone_medium-light_skin_tone=👨🏾‍❤️‍👨🏼
        couple_with_heart_man_man_medium-dark_skin_tone_medium_skin_tone=👨🏾‍❤️‍👨🏽
        couple_with_heart_man_man_medium-light_skin_tone=👨🏼‍❤️‍👨🏼
        couple_with_heart_man_man_medium-light_skin_tone_dark_skin_tone=👨🏼‍❤️‍👨🏿
        couple_with_heart_man_man_medium-light_skin_tone_light_skin_tone=👨🏼‍❤️‍👨🏻
        couple_with_heart_man_man_medium-light_skin_tone_medium-dark_skin_tone=👨🏼‍❤️‍👨🏾
        couple_with_heart_man_man_medium-light_skin_tone_medium_skin_tone=👨🏼‍❤️‍👨🏽
        couple_with_heart_man_man_medium_skin_tone=👨🏽‍❤️‍👨🏽
        couple_with_heart_man_man_medium_skin_tone_dark_skin_tone=👨🏽‍❤️‍👨🏿
        couple_with_heart_man_man_medium_skin_tone_light_skin_tone=👨🏽‍❤️‍👨🏻
        couple_with_heart_man_man_medium_skin_tone_medium-dark_skin_tone=👨🏽‍❤️‍👨🏾
        couple_with_heart_man_man_medium_skin_tone_medium-light_skin_tone=👨🏽‍❤️‍👨🏼
        couple_with_heart_medium-dark_skin_tone=💑🏾 couple_with_heart_medium-light_skin_tone=💑🏼
        couple_with_heart_medium_skin_tone=💑🏽
        couple_with_heart_person_person_dark_skin_tone_light_skin_tone=🧑🏿‍❤️‍🧑🏻
        couple_with_heart_person_person_dark_skin_tone_medium-dark_skin_tone=🧑🏿‍❤️‍🧑🏾
        couple_with_heart_person_person_dark_skin_tone_medium-light_skin_tone=🧑🏿‍❤️‍🧑🏼
        couple_with_heart_person_person_dark_skin_tone_medium_skin_tone=🧑🏿‍❤️‍🧑🏽
        couple_with_heart_person_person_light_skin_tone_dark_skin_tone=🧑🏻‍❤️‍🧑🏿
        couple_with_heart_person_person_light_skin_tone_medium-dark_skin_tone=🧑🏻‍❤️‍🧑🏾
        couple_with_heart_person_person_light_skin_tone_medium-light_skin_tone=🧑🏻‍❤️‍🧑🏼
        couple_with_heart_person_person_light_skin_tone_medium_skin_tone=🧑🏻‍❤️‍🧑🏽
        couple_with_heart_person_person_medium-dark_skin_tone_dark_skin_tone=🧑🏾‍❤️‍🧑🏿
        couple_with_heart_person_person_medium-dark_skin_tone_light_skin_tone=🧑🏾‍❤️‍🧑🏻
        couple_with_heart_person_person_medium-dark_skin_tone_medium-light_skin_tone=🧑🏾‍❤️‍🧑🏼
        couple_with_heart_person_person_medium-dark_skin_tone_medium_skin_tone=🧑🏾‍❤️‍🧑🏽
        couple_with_heart_person_person_medium-light_skin_tone_dark_skin_tone=🧑🏼‍❤️‍🧑🏿
        couple_with_heart_person_person_medium-light_skin_tone_light_skin_tone=🧑🏼‍❤️‍🧑🏻
        couple_with_heart_person_person_medium-light_skin_tone_medium-dark_skin_tone=🧑🏼‍❤️‍🧑🏾
        couple_with_heart_person_person_medium-light_skin_tone_medium_skin_tone=🧑🏼‍❤️‍🧑🏽
        couple_with_heart_person_person_medium_skin_tone_dark_skin_tone=🧑🏽‍❤️‍🧑🏿
        couple_with_heart_person_person_medium_skin_tone_light_skin_tone=🧑🏽‍❤️‍🧑🏻
        couple_with_heart_person_person_medium_skin_tone_medium-dark_skin_tone=🧑🏽‍❤️‍🧑🏾
        couple_with_heart_person_person_medium_skin_tone_medium-light_skin_tone=🧑🏽‍❤️‍🧑🏼
        couple_with_heart_woman_man=👩‍❤️‍👨 couple_with_heart_woman_man_dark_skin_tone=👩🏿‍❤️‍👨🏿
        couple_with_heart_woman_man_dark_skin_tone_light_skin_tone=👩🏿‍❤️‍👨🏻
        couple_with_heart_woman_man_dark_skin_tone_medium-dark_skin_tone=👩🏿‍❤️‍👨🏾
        couple_with_heart_woman_man_dark_skin_tone_medium-light_skin_tone=👩🏿‍❤️‍👨🏼
        couple_with_heart_woman_man_dark_skin_tone_medium_skin_tone=👩🏿‍❤️‍👨🏽
        couple_with_heart_woman_man_light_skin_tone=👩🏻‍❤️‍👨🏻
        couple_with_heart_woman_man_light_skin_tone_dark_skin_tone=👩🏻‍❤️‍👨🏿
        couple_with_heart_woman_man_light_skin_tone_medium-dark_skin_tone=👩🏻‍❤️‍👨🏾
        couple_with_heart_woman_man_light_skin_tone_medium-light_skin_tone=👩🏻‍❤️‍👨🏼
        couple_with_heart_woman_man_light_skin_tone_medium_skin_tone=👩🏻‍❤️‍👨🏽
        couple_with_heart_woman_man_medium-dark_skin_tone=👩🏾‍❤️‍👨🏾
        couple_with_heart_woman_man_medium-dark_skin_tone_dark_skin_tone=👩🏾‍❤️‍👨🏿
        couple_with_heart_woman_man_medium-dark_skin_tone_light_skin_tone=👩🏾‍❤️‍👨🏻
        couple_with_heart_woman_man_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍❤️‍👨🏼
        couple_with_heart_woman_man_medium-dark_skin_tone_medium_skin_tone=👩🏾‍❤️‍👨🏽
        couple_with_heart_woman_man_medium-light_skin_tone=👩🏼‍❤️‍👨🏼
        couple_with_heart_woman_man_medium-light_skin_tone_dark_skin_tone=👩🏼‍❤️‍👨🏿
        couple_with_heart_woman_man_medium-light_skin_tone_light_skin_tone=👩🏼‍❤️‍👨🏻
        couple_with_heart_woman_man_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍❤️‍👨🏾
        couple_with_heart_woman_man_medium-light_skin_tone_medium_skin_tone=👩🏼‍❤️‍👨🏽
        couple_with_heart_woman_man_medium_skin_tone=👩🏽‍❤️‍👨🏽
        couple_with_heart_woman_man_medium_skin_tone_dark_skin_tone=👩🏽‍❤️‍👨🏿
        couple_with_heart_woman_man_medium_skin_tone_light_skin_tone=👩🏽‍❤️‍👨🏻
        couple_with_heart_woman_man_medium_skin_tone_medium-dark_skin_tone=👩🏽‍❤️‍👨🏾
        couple_with_heart_woman_man_medium_skin_tone_medium-light_skin_tone=👩🏽‍❤️‍👨🏼
        couple_with_heart_woman_woman=👩‍❤️‍👩 couple_with_heart_woman_woman_dark_skin_tone=👩🏿‍❤️‍👩🏿
        couple_with_heart_woman_woman_dark_skin_tone_light_skin_tone=👩🏿‍❤️‍👩🏻
        couple_with_heart_woman_woman_dark_skin_tone_medium-dark_skin_tone=👩🏿‍❤️‍👩🏾
        couple_with_heart_woman_woman_dark_skin_tone_medium-light_skin_tone=👩🏿‍❤️‍👩🏼
        couple_with_heart_woman_woman_dark_skin_tone_medium_skin_tone=👩🏿‍❤️‍👩🏽
        couple_with_heart_woman_woman_light_skin_tone=👩🏻‍❤️‍👩🏻
        couple_with_heart_woman_woman_light_skin_tone_dark_skin_tone=👩🏻‍❤️‍👩🏿
        couple_with_heart_woman_woman_light_skin_tone_medium-dark_skin_tone=👩🏻‍❤️‍👩🏾
        couple_with_heart_woman_woman_light_skin_tone_medium-light_skin_tone=👩🏻‍❤️‍👩🏼
        couple_with_heart_woman_woman_light_skin_tone_medium_skin_tone=👩🏻‍❤️‍👩🏽
        couple_with_heart_woman_woman_medium-dark_skin_tone=👩🏾‍❤️‍👩🏾
        couple_with_heart_woman_woman_medium-dark_skin_tone_dark_skin_tone=👩🏾‍❤️‍👩🏿
        couple_with_heart_woman_woman_medium-dark_skin_tone_light_skin_tone=👩🏾‍❤️‍👩🏻
        couple_with_heart_woman_woman_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍❤️‍👩🏼
        couple_with_heart_woman_woman_medium-dark_skin_tone_medium_skin_tone=👩🏾‍❤️‍👩🏽
        couple_with_heart_woman_woman_medium-light_skin_tone=👩🏼‍❤️‍👩🏼
        couple_with_heart_woman_woman_medium-light_skin_tone_dark_skin_tone=👩🏼‍❤️‍👩🏿
        couple_with_heart_woman_woman_medium-light_skin_tone_light_skin_tone=👩🏼‍❤️‍👩🏻
        couple_with_heart_woman_woman_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍❤️‍👩🏾
        couple_with_heart_woman_woman_medium-light_skin_tone_medium_skin_tone=👩🏼‍❤️‍👩🏽
        couple_with_heart_woman_woman_medium_skin_tone=👩🏽‍❤️‍👩🏽
        couple_with_heart_woman_woman_medium_skin_tone_dark_skin_tone=👩🏽‍❤️‍👩🏿
        couple_with_heart_woman_woman_medium_skin_tone_light_skin_tone=👩🏽‍❤️‍👩🏻
        couple_with_heart_woman_woman_medium_skin_tone_medium-dark_skin_tone=👩🏽‍❤️‍👩🏾
        couple_with_heart_woman_woman_medium_skin_tone_medium-light_skin_tone=👩🏽‍❤️‍👩🏼 couplekiss=💏
        couplekiss_man_man=👨‍❤‍💋‍👨 couplekiss_man_woman=👩‍❤‍💋‍👨 couplekiss_woman_woman=👩‍❤‍💋‍👩 cow=🐮 cow2=🐄
        cow_face=🐮 cowboy_hat_face=🤠 crab=🦀 cracking_face=🫫 crayon=🖍️ credit_card=💳 crescent_moon=🌙 cricket=🦗
        cricket_bat_and_ball=🏏 cricket_game=🏏 croatia=🇭🇷 crocodile=🐊 croissant=🥐 cross_mark=❌ cross_mark_button=❎
        crossed_fingers=🤞 crossed_fingers_dark_skin_tone=🤞🏿 crossed_fingers_light_skin_tone=🤞🏻
        crossed_fingers_medium-dark_skin_tone=🤞🏾 crossed_fingers_medium-light_skin_tone=🤞🏼
        crossed_fingers_medium_skin_tone=🤞🏽 crossed_flags=🎌 crossed_swords=⚔️ crow=🐦‍⬛ crown=👑 crutch=🩼 cry=😢
        crying_cat=😿 crying_cat_face=😿 crying_face=😢 crystal_ball=🔮 cuba=🇨🇺 cucumber=🥒 cup_with_straw=🥤 cupcake=🧁
        cupid=💘 curacao=🇨🇼 curling_stone=🥌 curly_haired_man=👨‍🦱 curly_haired_woman=👩‍🦱 curly_loop=➰
        currency_exchange=💱 curry=🍛 curry_rice=🍛 cursing_face=🤬 custard=🍮 customs=🛃 cut_of_meat=🥩 cyclone=🌀
        cyprus=🇨🇾 czech_republic=🇨🇿 czechia=🇨🇿 dagger=🗡️ dagger_knife=🗡 dancer=💃 dancers=👯 dancing_men=👯‍♂
        dancing_women=👯‍♀ dango=🍡 dark_sunglasses=🕶 dart=🎯 dash=💨 dashing_away=💨 date=📅 de=🇩🇪 deaf_man=🧏‍♂️
        deaf_man_dark_skin_tone=🧏🏿‍♂️ deaf_man_light_skin_tone=🧏🏻‍♂️ deaf_man_medium-dark_skin_tone=🧏🏾‍♂️
        deaf_man_medium-light_skin_tone=🧏🏼‍♂️ deaf_man_medium_skin_tone=🧏🏽‍♂️ deaf_person=🧏
        deaf_person_dark_skin_tone=🧏🏿 deaf_person_light_skin_tone=🧏🏻 deaf_person_medium-dark_skin_tone=🧏🏾
        deaf_person_medium-light_skin_tone=🧏🏼 deaf_person_medium_skin_tone=🧏🏽 deaf_woman=🧏‍♀️
        deaf_woman_dark_skin_tone=🧏🏿‍♀️ deaf_woman_light_skin_tone=🧏🏻‍♀️ deaf_woman_medium-dark_skin_tone=🧏🏾‍♀️
        deaf_woman_medium-light_skin_tone=🧏🏼‍♀️ deaf_woman_medium_skin_tone=🧏🏽‍♀️ deciduous_tree=🌳 deer=🦌
        delivery_truck=🚚 denmark=🇩🇰 department_store=🏬 derelict_house=🏚️ derelict_house_building=🏚 desert=🏜️
        desert_island=🏝️ desktop_computer=🖥️ detective=🕵️ detective_dark_skin_tone=🕵🏿 detective_light_skin_tone=🕵🏻
        detective_medium-dark_skin_tone=🕵🏾 detective_medium-light_skin_tone=🕵🏼 detective_medium_skin_tone=🕵🏽
        diamond_shape_with_a_dot_inside=💠 diamond_suit=♦️ diamond_with_a_dot=💠 diamonds=♦ diego_garcia=🇩🇬
        dim_button=🔅 disappointed=😞 disappointed_face=😞 disappointed_relieved=😥 disguised_face=🥸 distorted_face=🫪
        divide=➗ diving_mask=🤿 diya_lamp=🪔 dizzy=💫 dizzy_face=😵 djibouti=🇩🇯 dna=🧬 do_not_litter=🚯 dodo=🦤 dog=🐶
        dog2=🐕 dog_face=🐶 dollar=💵 dollar_banknote=💵 dolls=🎎 dolphin=🐬 dominica=🇩🇲 dominican_republic=🇩🇴 donkey=🫏
        door=🚪 dotted_line_face=🫥 dotted_six-pointed_star=🔯 dotted_six_pointed_star=🔯 double_curly_loop=➿
        double_exclamation_mark=‼️ double_vertical_bar=⏸ doughnut=🍩 dove=🕊️ dove_of_peace=🕊 down-left_arrow=↙️
        down-right_arrow=↘️ down_arrow=⬇️ down_left_arrow=↙ down_right_arrow=↘ downcast_face_with_sweat=😓
        downwards_button=🔽 dragon=🐉 dragon_face=🐲 dress=👗 dromedary_camel=🐪 drooling_face=🤤 drop_of_blood=🩸
        droplet=💧 drum=🥁 duck=🦆 dumpling=🥟 dvd=📀 e-mail=📧 e_mail=📧 eagle=🦅 ear=👂 ear_dark_skin_tone=👂🏿
        ear_light_skin_tone=👂🏻 ear_medium-dark_skin_tone=👂🏾 ear_medium-light_skin_tone=👂🏼 ear_medium_skin_tone=👂🏽
        ear_of_corn=🌽 ear_of_rice=🌾 ear_with_hearing_aid=🦻 ear_with_hearing_aid_dark_skin_tone=🦻🏿
        ear_with_hearing_aid_light_skin_tone=🦻🏻 ear_with_hearing_aid_medium-dark_skin_tone=🦻🏾
        ear_with_hearing_aid_medium-light_skin_tone=🦻🏼 ear_with_hearing_aid_medium_skin_tone=🦻🏽 earth_africa=🌍
        earth_americas=🌎 earth_asia=🌏 ecuador=🇪🇨 egg=🍳 egg2=🥚 eggplant=🍆 egypt=🇪🇬 eight=8⃣ eight-pointed_star=✴️
        eight-spoked_asterisk=✳️ eight-thirty=🕣 eight_oclock=🕗 eight_pointed_black_star=✴ eight_pointed_star=✴
        eight_spoked_asterisk=✳ eight_thirty=🕣 eject_button=⏏️ eject_symbol=⏏ el_salvador=🇸🇻 electric_plug=🔌
        elephant=🐘 elevator=🛗 eleven-thirty=🕦 eleven_oclock=🕚 eleven_thirty=🕦 elf=🧝 elf_dark_skin_tone=🧝🏿
        elf_light_skin_tone=🧝🏻 elf_man=🧝‍♂ elf_medium-dark_skin_tone=🧝🏾 elf_medium-light_skin_tone=🧝🏼
        elf_medium_skin_tone=🧝🏽 elf_woman=🧝‍♀ email=📧 emoji_modifier_fitzpatrick_type_1_2=🏻
        emoji_modifier_fitzpatrick_type_3=🏼 emoji_modifier_fitzpatrick_type_4=🏽 emoji_modifier_fitzpatrick_type_5=🏾
        emoji_modifier_fitzpatrick_type_6=🏿 empty_nest=🪹 end=🔚 end_arrow=🔚 england=🏴󠁧󠁢󠁥󠁮󠁧󠁿 enraged_face=😡
        envelope=✉️ envelope_with_arrow=📩 equatorial_guinea=🇬🇶 eraser=🪌 eritrea=🇪🇷 es=🇪🇸 estonia=🇪🇪 eswatini=🇸🇿
        ethiopia=🇪🇹 eu=🇪🇺 euro=💶 euro_banknote=💶 european_castle=🏰 european_post_office=🏤 european_union=🇪🇺
        evergreen_tree=🌲 ewe=🐑 exclamation=❗ exclamation_question_mark=⁉️ exploding_head=🤯 expressionless=😑
        expressionless_face=😑 eye=👁️ eye_in_speech_bubble=👁️‍🗨️ eye_speech_bubble=👁‍🗨 eyeglasses=👓 eyes=👀
        face_blowing_a_kiss=😘 face_exhaling=😮‍💨 face_holding_back_tears=🥹 face_in_clouds=😶‍🌫️ face_savoring_food=😋
        face_screaming_in_fear=😱 face_vomiting=🤮 face_with_bags_under_eyes=🫩 face_with_crossed-out_eyes=😵
        face_with_crossed_out_eyes=😵 face_with_diagonal_mouth=🫤 face_with_hand_over_mouth=🤭 face_with_head-bandage=🤕
        face_with_head_bandage=🤕 face_with_medical_mask=😷 face_with_monocle=🧐
        face_with_open_eyes_and_hand_over_mouth=🫢 face_with_open_mouth=😮 face_with_peeking_eye=🫣
        face_with_raised_eyebrow=🤨 face_with_rolling_eyes=🙄 face_with_spiral_eyes=😵‍💫 face_with_steam_from_nose=😤
        face_with_symbols_on_mouth=🤬 face_with_tears_of_joy=😂 face_with_thermometer=🤒 face_with_tongue=😛
        face_without_mouth=😶 facepalm=🤦 facepunch=👊 factory=🏭 factory_worker=🧑‍🏭 factory_worker_dark_skin_tone=🧑🏿‍🏭
        factory_worker_light_skin_tone=🧑🏻‍🏭 factory_worker_medium-dark_skin_tone=🧑🏾‍🏭
        factory_worker_medium-light_skin_tone=🧑🏼‍🏭 factory_worker_medium_skin_tone=🧑🏽‍🏭 fairy=🧚
        fairy_dark_skin_tone=🧚🏿 fairy_light_skin_tone=🧚🏻 fairy_man=🧚‍♂ fairy_medium-dark_skin_tone=🧚🏾
        fairy_medium-light_skin_tone=🧚🏼 fairy_medium_skin_tone=🧚🏽 fairy_woman=🧚‍♀ falafel=🧆 falkland_islands=🇫🇰
        fallen_leaf=🍂 family=👪 family_adult_adult_child=🧑‍🧑‍🧒 family_adult_adult_child_child=🧑‍🧑‍🧒‍🧒
        family_adult_child=🧑‍🧒 family_adult_child_child=🧑‍🧒‍🧒 family_man_boy=👨‍👦 family_man_boy_boy=👨‍👦‍👦
        family_man_girl=👨‍👧 family_man_girl_boy=👨‍👧‍👦 family_man_girl_girl=👨‍👧‍👧 family_man_man_boy=👨‍👨‍👦
        family_man_man_boy_boy=👨‍👨‍👦‍👦 family_man_man_girl=👨‍👨‍👧 family_man_man_girl_boy=👨‍👨‍👧‍👦
        family_man_man_girl_girl=👨‍👨‍👧‍👧 family_man_woman_boy=👨‍👩‍👦 family_man_woman_boy_boy=👨‍👩‍👦‍👦
        family_man_woman_girl=👨‍👩‍👧 family_man_woman_girl_boy=👨‍👩‍👧‍👦 family_man_woman_girl_girl=👨‍👩‍👧‍👧
        family_woman_boy=👩‍👦 family_woman_boy_boy=👩‍👦‍👦 family_woman_girl=👩‍👧 family_woman_girl_boy=👩‍👧‍👦
        family_woman_girl_girl=👩‍👧‍👧 family_woman_woman_boy=👩‍👩‍👦 family_woman_woman_boy_boy=👩‍👩‍👦‍👦
        family_woman_woman_girl=👩‍👩‍👧 family_woman_woman_girl_boy=👩‍👩‍👧‍👦 family_woman_woman_girl_girl=👩‍👩‍👧‍👧
        farmer=🧑‍🌾 farmer_dark_skin_tone=🧑🏿‍🌾 farmer_light_skin_tone=🧑🏻‍🌾 farmer_medium-dark_skin_tone=🧑🏾‍🌾
        farmer_medium-light_skin_tone=🧑🏼‍🌾 farmer_medium_skin_tone=🧑🏽‍🌾 faroe_islands=🇫🇴 fast-forward_button=⏩
        fast_down_button=⏬ fast_forward=⏩ fast_forward_button=⏩ fast_reverse_button=⏪ fast_up_button=⏫ fax=📠
        fax_machine=📠 fearful=😨 fearful_face=😨 feather=🪶 feet=🐾 female_detective=🕵‍♀ female_sign=♀️ ferris_wheel=🎡
        ferry=⛴️ field_hockey=🏑 field_hockey_stick_and_ball=🏑 fight_cloud=🫯 fiji=🇫🇯 file_cabinet=🗄️ file_folder=📁
        film_frames=🎞️ film_projector=📽️ film_strip=🎞 fingerprint=🫆 finland=🇫🇮 fire=🔥 fire_engine=🚒
        fire_extinguisher=🧯 firecracker=🧨 firefighter=🧑‍🚒 firefighter_dark_skin_tone=🧑🏿‍🚒
        firefighter_light_skin_tone=🧑🏻‍🚒 firefighter_medium-dark_skin_tone=🧑🏾‍🚒
        firefighter_medium-light_skin_tone=🧑🏼‍🚒 firefighter_medium_skin_tone=🧑🏽‍🚒 fireworks=🎆 first_quarter_moon=🌓
        first_quarter_moon_face=🌛 first_quarter_moon_with_face=🌛 fish=🐟 fish_cake=🍥 fish_cake_with_swirl=🍥
        fishing_pole=🎣 fishing_pole_and_fish=🎣 fist=✊ fist_left=🤛 fist_oncoming=👊 fist_raised=✊ fist_right=🤜 five=5⃣
        five-thirty=🕠 five_oclock=🕔 five_thirty=🕠 flag_for_afghanistan=🇦🇫 flag_for_albania=🇦🇱 flag_for_algeria=🇩🇿
        flag_for_american_samoa=🇦🇸 flag_for_andorra=🇦🇩 flag_for_angola=🇦🇴 flag_for_anguilla=🇦🇮
        flag_for_antarctica=🇦🇶 flag_for_argentina=🇦🇷 flag_for_armenia=🇦🇲 flag_for_aruba=🇦🇼
        flag_for_ascension_island=🇦🇨 flag_for_australia=🇦🇺 flag_for_austria=🇦🇹 flag_for_azerbaijan=🇦🇿
        flag_for_bahamas=🇧🇸 flag_for_bahrain=🇧🇭 flag_for_bangladesh=🇧🇩 flag_for_barbados=🇧🇧 flag_for_belarus=🇧🇾
        flag_for_belgium=🇧🇪 flag_for_belize=🇧🇿 flag_for_benin=🇧🇯 flag_for_bermuda=🇧🇲 flag_for_bhutan=🇧🇹
        flag_for_bolivia=🇧🇴 flag_for_botswana=🇧🇼 flag_for_bouvet_island=🇧🇻 flag_for_brazil=🇧🇷
        flag_for_british_indian_ocean_territory=🇮🇴 flag_for_british_virgin_islands=🇻🇬 flag_for_brunei=🇧🇳
        flag_for_bulgaria=🇧🇬 flag_for_burkina_faso=🇧🇫 flag_for_burundi=🇧🇮 flag_for_cambodia=🇰🇭 flag_for_cameroon=🇨🇲
        flag_for_canada=🇨🇦 flag_for_canary_islands=🇮🇨 flag_for_cape_verde=🇨🇻 flag_for_caribbean_netherlands=🇧🇶
        flag_for_cayman_islands=🇰🇾 flag_for_central_african_republic=🇨🇫 flag_for_chad=🇹🇩 flag_for_chile=🇨🇱
        flag_for_china=🇨🇳 flag_for_christmas_island=🇨🇽 flag_for_clipperton_island=🇨🇵 flag_for_cocos_islands=🇨🇨
        flag_for_colombia=🇨🇴 flag_for_comoros=🇰🇲 flag_for_congo_brazzaville=🇨🇬 flag_for_congo_kinshasa=🇨🇩
        flag_for_cook_islands=🇨🇰 flag_for_costa_rica=🇨🇷 flag_for_croatia=🇭🇷 flag_for_cuba=🇨🇺 flag_for_cyprus=🇨🇾
        flag_for_czech_republic=🇨🇿 flag_for_denmark=🇩🇰 flag_for_diego_garcia=🇩🇬 flag_for_djibouti=🇩🇯
        flag_for_dominica=🇩🇲 flag_for_dominican_republic=🇩🇴 flag_for_ecuador=🇪🇨 flag_for_egypt=🇪🇬
        flag_for_el_salvador=🇸🇻 flag_for_equatorial_guinea=🇬🇶 flag_for_eritrea=🇪🇷 flag_for_estonia=🇪🇪
        flag_for_ethiopia=🇪🇹 flag_for_european_union=🇪🇺 flag_for_falkland_islands=🇫🇰 flag_for_faroe_islands=🇫🇴
        flag_for_fiji=🇫🇯 flag_for_finland=🇫🇮 flag_for_france=🇫🇷 flag_for_french_guiana=🇬🇫
        flag_for_french_polynesia=🇵🇫 flag_for_french_southern_territories=🇹🇫 flag_for_gabon=🇬🇦 flag_for_gambia=🇬🇲
        flag_for_georgia=🇬🇪 flag_for_germany=🇩🇪 flag_for_ghana=🇬🇭 flag_for_gibraltar=🇬🇮 flag_for_greece=🇬🇷
        flag_for_greenland=🇬🇱 flag_for_grenada=🇬🇩 flag_for_guadeloupe=🇬🇵 flag_for_guam=🇬🇺 flag_for_guatemala=🇬🇹
        flag_for_guernsey=🇬🇬 flag_for_guinea=🇬🇳 flag_for_guinea_bissau=🇬🇼 flag_for_guyana=🇬🇾 flag_for_haiti=🇭🇹
        flag_for_honduras=🇭🇳 flag_for_hong_kong=🇭🇰 flag_for_hungary=🇭🇺 flag_for_iceland=🇮🇸 flag_for_india=🇮🇳
        flag_for_indonesia=🇮🇩 flag_for_iran=🇮🇷 flag_for_iraq=🇮🇶 flag_for_ireland=🇮🇪 flag_for_isle_of_man=🇮🇲
        flag_for_israel=🇮🇱 flag_for_italy=🇮🇹 flag_for_jamaica=🇯🇲 flag_for_japan=🇯🇵 flag_for_jersey=🇯🇪
        flag_for_jordan=🇯🇴 flag_for_kazakhstan=🇰🇿 flag_for_kenya=🇰🇪 flag_for_kiribati=🇰🇮 flag_for_kosovo=🇽🇰
        flag_for_kuwait=🇰🇼 flag_for_kyrgyzstan=🇰🇬 flag_for_laos=🇱🇦 flag_for_latvia=🇱🇻 flag_for_lebanon=🇱🇧
        flag_for_lesotho=🇱🇸 flag_for_liberia=🇱🇷 flag_for_libya=🇱🇾 flag_for_liechtenstein=🇱🇮 flag_for_lithuania=🇱🇹
        flag_for_luxembourg=🇱🇺 flag_for_macau=🇲🇴 flag_for_macedonia=🇲🇰 flag_for_madagascar=🇲🇬 flag_for_malawi=🇲🇼
        flag_for_malaysia=🇲🇾 flag_for_maldives=🇲🇻 flag_for_mali=🇲🇱 flag_for_malta=🇲🇹 flag_for_marshall_islands=🇲🇭
        flag_for_martinique=🇲🇶 flag_for_mauritania=🇲🇷 flag_for_mauritius=🇲🇺 flag_for_mayotte=🇾🇹 flag_for_mexico=🇲🇽
        flag_for_micronesia=🇫🇲 flag_for_moldova=🇲🇩 flag_for_monaco=🇲🇨 flag_for_mongolia=🇲🇳 flag_for_montenegro=🇲🇪
        flag_for_montserrat=🇲🇸 flag_for_morocco=🇲🇦 flag_for_mozambique=🇲🇿 flag_for_myanmar=🇲🇲 flag_for_namibia=🇳🇦
        flag_for_nauru=🇳🇷 flag_for_nepal=🇳🇵 flag_for_netherlands=🇳🇱 flag_for_new_caledonia=🇳🇨
        flag_for_new_zealand=🇳🇿 flag_for_nicaragua=🇳🇮 flag_for_niger=🇳🇪 flag_for_nigeria=🇳🇬 flag_for_niue=🇳🇺
        flag_for_norfolk_island=🇳🇫 flag_for_north_korea=🇰🇵 flag_for_northern_mariana_islands=🇲🇵 flag_for_norway=🇳🇴
        flag_for_oman=🇴🇲 flag_for_pakistan=🇵🇰 flag_for_palau=🇵🇼 flag_for_palestinian_territories=🇵🇸
        flag_for_panama=🇵🇦 flag_for_papua_new_guinea=🇵🇬 flag_for_paraguay=🇵🇾 flag_for_peru=🇵🇪
        flag_for_philippines=🇵🇭 flag_for_pitcairn_islands=🇵🇳 flag_for_poland=🇵🇱 flag_for_portugal=🇵🇹
        flag_for_puerto_rico=🇵🇷 flag_for_qatar=🇶🇦 flag_for_romania=🇷🇴 flag_for_russia=🇷🇺 flag_for_rwanda=🇷🇼
        flag_for_samoa=🇼🇸 flag_for_san_marino=🇸🇲 flag_for_sark=🇨🇶 flag_for_saudi_arabia=🇸🇦 flag_for_senegal=🇸🇳
        flag_for_serbia=🇷🇸 flag_for_seychelles=🇸🇨 flag_for_sierra_leone=🇸🇱 flag_for_singapore=🇸🇬
        flag_for_sint_maarten=🇸🇽 flag_for_slovakia=🇸🇰 flag_for_slovenia=🇸🇮 flag_for_solomon_islands=🇸🇧
        flag_for_somalia=🇸🇴 flag_for_south_africa=🇿🇦 flag_for_south_korea=🇰🇷 flag_for_south_sudan=🇸🇸
        flag_for_spain=🇪🇸 flag_for_sri_lanka=🇱🇰 flag_for_sudan=🇸🇩 flag_for_suriname=🇸🇷 flag_for_swaziland=🇸🇿
        flag_for_sweden=🇸🇪 flag_for_switzerland=🇨🇭 flag_for_syria=🇸🇾 flag_for_taiwan=🇹🇼 flag_for_tajikistan=🇹🇯
        flag_for_tanzania=🇹🇿 flag_for_thailand=🇹🇭 flag_for_timor_leste=🇹🇱 flag_for_togo=🇹🇬 flag_for_tokelau=🇹🇰
        flag_for_tonga=🇹🇴 flag_for_tristan_da_cunha=🇹🇦 flag_for_tunisia=🇹🇳 flag_for_turkey=🇹🇷
        flag_for_turkmenistan=🇹🇲 flag_for_tuvalu=🇹🇻 flag_for_uganda=🇺🇬 flag_for_ukraine=🇺🇦
        flag_for_united_arab_emirates=🇦🇪 flag_for_united_kingdom=🇬🇧 flag_for_united_states=🇺🇸 flag_for_uruguay=🇺🇾
        flag_for_uzbekistan=🇺🇿 flag_for_vanuatu=🇻🇺 flag_for_vatican_city=🇻🇦 flag_for_venezuela=🇻🇪
        flag_for_vietnam=🇻🇳 flag_for_western_sahara=🇪🇭 flag_for_yemen=🇾🇪 flag_for_zambia=🇿🇲 flag_for_zimbabwe=🇿🇼
        flag_in_hole=⛳ flags=🎏 flamingo=🦩 flashlight=🔦 flat_shoe=🥿 flatbread=🫓 fleur-de-lis=⚜️ fleur_de_lis=⚜
        flexed_biceps=💪 flexed_biceps_dark_skin_tone=💪🏿 flexed_biceps_light_skin_tone=💪🏻
        flexed_biceps_medium-dark_skin_tone=💪🏾 flexed_biceps_medium-light_skin_tone=💪🏼
        flexed_biceps_medium_skin_tone=💪🏽 flight_arrival=🛬 flight_departure=🛫 flipper=🐬 floppy_disk=💾
        flower_playing_cards=🎴 flushed=😳 flushed_face=😳 flute=🪈 fly=🪰 flying_disc=🥏 flying_saucer=🛸 fog=🌫️ foggy=🌁
        folded_hands=🙏 folded_hands_dark_skin_tone=🙏🏿 folded_hands_light_skin_tone=🙏🏻
        folded_hands_medium-dark_skin_tone=🙏🏾 folded_hands_medium-light_skin_tone=🙏🏼
        folded_hands_medium_skin_tone=🙏🏽 folding_hand_fan=🪭 fondue=🫕 foot=🦶 foot_dark_skin_tone=🦶🏿
        foot_light_skin_tone=🦶🏻 foot_medium-dark_skin_tone=🦶🏾 foot_medium-light_skin_tone=🦶🏼
        foot_medium_skin_tone=🦶🏽 football=🏈 footprints=👣 fork_and_knife=🍴 fork_and_knife_with_plate=🍽️
        fortune_cookie=🥠 fountain=⛲ fountain_pen=🖋️ four=4⃣ four-thirty=🕟 four_leaf_clover=🍀 four_oclock=🕓
        four_thirty=🕟 fox=🦊 fox_face=🦊 fr=🇫🇷 frame_with_picture=🖼 framed_picture=🖼️ france=🇫🇷 free=🆓 free_button=🆓
        french_fries=🍟 french_guiana=🇬🇫 french_polynesia=🇵🇫 french_southern_and_antarctic_lands=🇹🇫
        french_southern_territories=🇹🇫 fried_egg=🍳 fried_shrimp=🍤 fries=🍟 frog=🐸 front-facing_baby_chick=🐥
        front_facing_baby_chick=🐥 frowning=😦 frowning_face=☹️ frowning_face_with_open_mouth=😦 frowning_man=🙍‍♂
        frowning_person=🙍 frowning_woman=🙍‍♀ fu=🖕 fuel_pump=⛽ fuelpump=⛽ full_moon=🌕 full_moon_face=🌝
        full_moon_with_face=🌝 funeral_urn=⚱️ gabon=🇬🇦 gambia=🇬🇲 game_die=🎲 garlic=🧄 gb=🇬🇧 gear=⚙️ gem=💎 gem_stone=💎
        gemini=♊ genie=🧞 genie_man=🧞‍♂ genie_woman=🧞‍♀ georgia=🇬🇪 germany=🇩🇪 ghana=🇬🇭 ghost=👻 gibraltar=🇬🇮 gift=🎁
        gift_heart=💝 ginger_root=🫚 giraffe=🦒 girl=👧 girl_dark_skin_tone=👧🏿 girl_light_skin_tone=👧🏻
        girl_medium-dark_skin_tone=👧🏾 girl_medium-light_skin_tone=👧🏼 girl_medium_skin_tone=👧🏽 glass_of_milk=🥛
        glasses=👓 globe_showing_americas=🌎 globe_showing_asia-australia=🌏 globe_showing_asia_australia=🌏
        globe_showing_europe-africa=🌍 globe_showing_europe_africa=🌍 globe_with_meridians=🌐 gloves=🧤 glowing_star=🌟
        goal_net=🥅 goat=🐐 goblin=👺 goggles=🥽 golf=⛳ golfer=🏌 golfing=🏌 golfing_man=🏌‍♂ golfing_woman=🏌‍♀ goose=🪿
        gorilla=🦍 graduation_cap=🎓 grapes=🍇 greece=🇬🇷 green_apple=🍏 green_book=📗 green_circle=🟢 green_heart=💚
        green_salad=🥗 green_square=🟩 greenland=🇬🇱 grenada=🇬🇩 grey_exclamation=❕ grey_heart=🩶 grey_question=❔
        grimacing=😬 grimacing_face=😬 grin=😁 grinning=😀 grinning_cat=😺 grinning_cat_with_smiling_eyes=😸
        grinning_face=😀 grinning_face_with_big_eyes=😃 grinning_face_with_smiling_eyes=😄 grinning_face_with_sweat=😅
        grinning_squinting_face=😆 growing_heart=💗 guadeloupe=🇬🇵 guam=🇬🇺 guard=💂 guard_dark_skin_tone=💂🏿
        guard_light_skin_tone=💂🏻 guard_medium-dark_skin_tone=💂🏾 guard_medium-light_skin_tone=💂🏼
        guard_medium_skin_tone=💂🏽 guardsman=💂‍♂ guardswoman=💂‍♀ guatemala=🇬🇹 guernsey=🇬🇬 guide_dog=🦮 guinea=🇬🇳
        guinea-bissau=🇬🇼 guinea_bissau=🇬🇼 guitar=🎸 gun=🔫 guyana=🇬🇾 hair_pick=🪮 haircut=💇 haircut_man=💇‍♂
        haircut_woman=💇‍♀ hairy_creature=🫈 haiti=🇭🇹 hamburger=🍔 hammer=🔨 hammer_and_pick=⚒️ hammer_and_wrench=🛠️
        hamsa=🪬 hamster=🐹 hand=✋ hand_over_mouth=🤭 hand_with_fingers_splayed=🖐️
        hand_with_fingers_splayed_dark_skin_tone=🖐🏿 hand_with_fingers_splayed_light_skin_tone=🖐🏻
        hand_with_fingers_splayed_medium-dark_skin_tone=🖐🏾 hand_with_fingers_splayed_medium-light_skin_tone=🖐🏼
        hand_with_fingers_splayed_medium_skin_tone=🖐🏽 hand_with_index_finger_and_thumb_crossed=🫰
        hand_with_index_finger_and_thumb_crossed_dark_skin_tone=🫰🏿
        hand_with_index_finger_and_thumb_crossed_light_skin_tone=🫰🏻
        hand_with_index_finger_and_thumb_crossed_medium-dark_skin_tone=🫰🏾
        hand_with_index_finger_and_thumb_crossed_medium-light_skin_tone=🫰🏼
        hand_with_index_finger_and_thumb_crossed_medium_skin_tone=🫰🏽 handbag=👜 handball_person=🤾 handshake=🤝
        handshake_dark_skin_tone=🤝🏿 handshake_dark_skin_tone_light_skin_tone=🫱🏿‍🫲🏻
        handshake_dark_skin_tone_medium-dark_skin_tone=🫱🏿‍🫲🏾 handshake_dark_skin_tone_medium-light_skin_tone=🫱🏿‍🫲🏼
        handshake_dark_skin_tone_medium_skin_tone=🫱🏿‍🫲🏽 handshake_light_skin_tone=🤝🏻
        handshake_light_skin_tone_dark_skin_tone=🫱🏻‍🫲🏿 handshake_light_skin_tone_medium-dark_skin_tone=🫱🏻‍🫲🏾
        handshake_light_skin_tone_medium-light_skin_tone=🫱🏻‍🫲🏼 handshake_light_skin_tone_medium_skin_tone=🫱🏻‍🫲🏽
        handshake_medium-dark_skin_tone=🤝🏾 handshake_medium-dark_skin_tone_dark_skin_tone=🫱🏾‍🫲🏿
        handshake_medium-dark_skin_tone_light_skin_tone=🫱🏾‍🫲🏻
        handshake_medium-dark_skin_tone_medium-light_skin_tone=🫱🏾‍🫲🏼
        handshake_medium-dark_skin_tone_medium_skin_tone=🫱🏾‍🫲🏽 handshake_medium-light_skin_tone=🤝🏼
        handshake_medium-light_skin_tone_dark_skin_tone=🫱🏼‍🫲🏿 handshake_medium-light_skin_tone_light_skin_tone=🫱🏼‍🫲🏻
        handshake_medium-light_skin_tone_medium-dark_skin_tone=🫱🏼‍🫲🏾
        handshake_medium-light_skin_tone_medium_skin_tone=🫱🏼‍🫲🏽 handshake_medium_skin_tone=🤝🏽
        handshake_medium_skin_tone_dark_skin_tone=🫱🏽‍🫲🏿 handshake_medium_skin_tone_light_skin_tone=🫱🏽‍🫲🏻
        handshake_medium_skin_tone_medium-dark_skin_tone=🫱🏽‍🫲🏾
        handshake_medium_skin_tone_medium-light_skin_tone=🫱🏽‍🫲🏼 hankey=💩 harambe=🦍 harp=🪉 hash=#⃣ hatched_chick=🐥
        hatching_chick=🐣 head_shaking_horizontally=🙂‍↔️ head_shaking_vertically=🙂‍↕️ headphone=🎧 headphones=🎧
        headstone=🪦 health_worker=🧑‍⚕️ health_worker_dark_skin_tone=🧑🏿‍⚕️ health_worker_light_skin_tone=🧑🏻‍⚕️
        health_worker_medium-dark_skin_tone=🧑🏾‍⚕️ health_worker_medium-light_skin_tone=🧑🏼‍⚕️
        health_worker_medium_skin_tone=🧑🏽‍⚕️ hear-no-evil_monkey=🙉 hear_no_evil=🙉 hear_no_evil_monkey=🙉
        heard_mcdonald_islands=🇭🇲 heart=❤ heart_decoration=💟 heart_exclamation=❣️ heart_eyes=😍 heart_eyes_cat=😻
        heart_hands=🫶 heart_hands_dark_skin_tone=🫶🏿 heart_hands_light_skin_tone=🫶🏻
        heart_hands_medium-dark_skin_tone=🫶🏾 heart_hands_medium-light_skin_tone=🫶🏼 heart_hands_medium_skin_tone=🫶🏽
        heart_on_fire=❤️‍🔥 heart_suit=♥️ heart_with_arrow=💘 heart_with_ribbon=💝 heartbeat=💓 heartpulse=💗 hearts=♥
        heavy_check_mark=✔ heavy_division_sign=➗ heavy_dollar_sign=💲 heavy_equals_sign=🟰 heavy_exclamation_mark=❗
        heavy_heart_exclamation=❣ heavy_heart_exclamation_mark_ornament=❣ heavy_minus_sign=➖
        heavy_multiplication_x=✖ heavy_plus_sign=➕ hedgehog=🦔 helicopter=🚁 helmet_with_white_cross=⛑ herb=🌿
        hibiscus=🌺 high-heeled_shoe=👠 high-speed_train=🚄 high_brightness=🔆 high_heel=👠 high_heeled_shoe=👠
        high_speed_train=🚄 high_voltage=⚡ hiking_boot=🥾 hindu_temple=🛕 hippopotamus=🦛 hocho=🔪 hole=🕳️
        hollow_red_circle=⭕ honduras=🇭🇳 honey_pot=🍯 honeybee=🐝 hong_kong=🇭🇰 hong_kong_sar_china=🇭🇰 hook=🪝
        horizontal_traffic_light=🚥 horse=🐴 horse_face=🐴 horse_racing=🏇 horse_racing_dark_skin_tone=🏇🏿
        horse_racing_light_skin_tone=🏇🏻 horse_racing_medium-dark_skin_tone=🏇🏾 horse_racing_medium-light_skin_tone=🏇🏼
        horse_racing_medium_skin_tone=🏇🏽 hospital=🏥 hot_beverage=☕ hot_dog=🌭 hot_face=🥵 hot_pepper=🌶️ hot_springs=♨️
        hotdog=🌭 hotel=🏨 hotsprings=♨ hourglass=⌛ hourglass_done=⌛ hourglass_flowing_sand=⏳ hourglass_not_done=⏳
        house=🏠 house_buildings=🏘 house_with_garden=🏡 houses=🏘️ hugging_face=🤗 hugs=🤗 hundred_points=💯 hungary=🇭🇺
        hushed=😯 hushed_face=😯 hut=🛖 hyacinth=🪻 ice=🧊 ice_cream=🍨 ice_cube=🧊 ice_hockey=🏒
        ice_hockey_stick_and_puck=🏒 ice_skate=⛸️ icecream=🍦 iceland=🇮🇸 id=🆔 id_button=🆔 identification_card=🪪
        ideograph_advantage=🉐 imp=👿 inbox_tray=📥 incoming_envelope=📨 index_pointing_at_the_viewer=🫵
        index_pointing_at_the_viewer_dark_skin_tone=🫵🏿 index_pointing_at_the_viewer_light_skin_tone=🫵🏻
        index_pointing_at_the_viewer_medium-dark_skin_tone=🫵🏾 index_pointing_at_the_viewer_medium-light_skin_tone=🫵🏼
        index_pointing_at_the_viewer_medium_skin_tone=🫵🏽 index_pointing_up=☝️ index_pointing_up_dark_skin_tone=☝🏿
        index_pointing_up_light_skin_tone=☝🏻 index_pointing_up_medium-dark_skin_tone=☝🏾
        index_pointing_up_medium-light_skin_tone=☝🏼 index_pointing_up_medium_skin_tone=☝🏽 india=🇮🇳 indonesia=🇮🇩
        infinity=♾️ information=ℹ️ information_desk_person=💁 information_source=ℹ innocent=😇 input_latin_letters=🔤
        input_latin_lowercase=🔡 input_latin_uppercase=🔠 input_numbers=🔢 input_symbols=🔣 interrobang=⁉ iphone=📱
        iran=🇮🇷 iraq=🇮🇶 ireland=🇮🇪 isle_of_man=🇮🇲 israel=🇮🇱 it=🇮🇹 italy=🇮🇹 izakaya_lantern=🏮 jack-o-lantern=🎃
        jack_o_lantern=🎃 jamaica=🇯🇲 japan=🗾 japanese_acceptable_button=🉑 japanese_application_button=🈸
        japanese_bargain_button=🉐 japanese_castle=🏯 japanese_congratulations_button=㊗ japanese_discount_button=🈹
        japanese_dolls=🎎 japanese_free_of_charge_button=🈚 japanese_goblin=👺 japanese_here_button=🈁
        japanese_monthly_amount_button=🈷 japanese_no_vacancy_button=🈵 japanese_not_free_of_charge_button=🈶
        japanese_ogre=👹 japanese_open_for_business_button=🈺 japanese_passing_grade_button=🈴 japanese_post_office=🏣
        japanese_prohibited_button=🈲 japanese_reserved_button=🈯 japanese_secret_button=㊙
        japanese_service_charge_button=🈂 japanese_symbol_for_beginner=🔰 japanese_vacancy_button=🈳 jar=🫙 jeans=👖
        jellyfish=🪼 jersey=🇯🇪 jigsaw=🧩 joker=🃏 jordan=🇯🇴 joy=😂 joy_cat=😹 joystick=🕹️ jp=🇯🇵 judge=🧑‍⚖️
        judge_dark_skin_tone=🧑🏿‍⚖️ judge_light_skin_tone=🧑🏻‍⚖️ judge_medium-dark_skin_tone=🧑🏾‍⚖️
        judge_medium-light_skin_tone=🧑🏼‍⚖️ judge_medium_skin_tone=🧑🏽‍⚖️ juggling_person=🤹 kaaba=🕋 kangaroo=🦘
        kazakhstan=🇰🇿 kenya=🇰🇪 key=🔑 keyboard=⌨️ keycap_0=0️⃣ keycap_1=1️⃣ keycap_10=🔟 keycap_2=2️⃣ keycap_3=3️⃣
        keycap_4=4️⃣ keycap_5=5️⃣ keycap_6=6️⃣ keycap_7=7️⃣ keycap_8=8️⃣ keycap_9=9️⃣ keycap_ten=🔟 khanda=🪯
        kick_scooter=🛴 kimono=👘 kiribati=🇰🇮 kiss=💋 kiss_dark_skin_tone=💏🏿 kiss_light_skin_tone=💏🏻
        kiss_man_man=👨‍❤️‍💋‍👨 kiss_man_man_dark_skin_tone=👨🏿‍❤️‍💋‍👨🏿
        kiss_man_man_dark_skin_tone_light_skin_tone=👨🏿‍❤️‍💋‍👨🏻
        kiss_man_man_dark_skin_tone_medium-dark_skin_tone=👨🏿‍❤️‍💋‍👨🏾
        kiss_man_man_dark_skin_tone_medium-light_skin_tone=👨🏿‍❤️‍💋‍👨🏼
        kiss_man_man_dark_skin_tone_medium_skin_tone=👨🏿‍❤️‍💋‍👨🏽 kiss_man_man_light_skin_tone=👨🏻‍❤️‍💋‍👨🏻
        kiss_man_man_light_skin_tone_dark_skin_tone=👨🏻‍❤️‍💋‍👨🏿
        kiss_man_man_light_skin_tone_medium-dark_skin_tone=👨🏻‍❤️‍💋‍👨🏾
        kiss_man_man_light_skin_tone_medium-light_skin_tone=👨🏻‍❤️‍💋‍👨🏼
        kiss_man_man_light_skin_tone_medium_skin_tone=👨🏻‍❤️‍💋‍👨🏽 kiss_man_man_medium-dark_skin_tone=👨🏾‍❤️‍💋‍👨🏾
        kiss_man_man_medium-dark_skin_tone_dark_skin_tone=👨🏾‍❤️‍💋‍👨🏿
        kiss_man_man_medium-dark_skin_tone_light_skin_tone=👨🏾‍❤️‍💋‍👨🏻
        kiss_man_man_medium-dark_skin_tone_medium-light_skin_tone=👨🏾‍❤️‍💋‍👨🏼
        kiss_man_man_medium-dark_skin_tone_medium_skin_tone=👨🏾‍❤️‍💋‍👨🏽
        kiss_man_man_medium-light_skin_tone=👨🏼‍❤️‍💋‍👨🏼 kiss_man_man_medium-light_skin_tone_dark_skin_tone=👨🏼‍❤️‍💋‍👨🏿
        kiss_man_man_medium-light_skin_tone_light_skin_tone=👨🏼‍❤️‍💋‍👨🏻
        kiss_man_man_medium-light_skin_tone_medium-dark_skin_tone=👨🏼‍❤️‍💋‍👨🏾
        kiss_man_man_medium-light_skin_tone_medium_skin_tone=👨🏼‍❤️‍💋‍👨🏽 kiss_man_man_medium_skin_tone=👨🏽‍❤️‍💋‍👨🏽
        kiss_man_man_medium_skin_tone_dark_skin_tone=👨🏽‍❤️‍💋‍👨🏿
        kiss_man_man_medium_skin_tone_light_skin_tone=👨🏽‍❤️‍💋‍👨🏻
        kiss_man_man_medium_skin_tone_medium-dark_skin_tone=👨🏽‍❤️‍💋‍👨🏾
        kiss_man_man_medium_skin_tone_medium-light_skin_tone=👨🏽‍❤️‍💋‍👨🏼 kiss_mark=💋 kiss_medium-dark_skin_tone=💏🏾
        kiss_medium-light_skin_tone=💏🏼 kiss_medium_skin_tone=💏🏽
        kiss_person_person_dark_skin_tone_light_skin_tone=🧑🏿‍❤️‍💋‍🧑🏻
        kiss_person_person_dark_skin_tone_medium-dark_skin_tone=🧑🏿‍❤️‍💋‍🧑🏾
        kiss_person_person_dark_skin_tone_medium-light_skin_tone=🧑🏿‍❤️‍💋‍🧑🏼
        kiss_person_person_dark_skin_tone_medium_skin_tone=🧑🏿‍❤️‍💋‍🧑🏽
        kiss_person_person_light_skin_tone_dark_skin_tone=🧑🏻‍❤️‍💋‍🧑🏿
        kiss_person_person_light_skin_tone_medium-dark_skin_tone=🧑🏻‍❤️‍💋‍🧑🏾
        kiss_person_person_light_skin_tone_medium-light_skin_tone=🧑🏻‍❤️‍💋‍🧑🏼
        kiss_person_person_light_skin_tone_medium_skin_tone=🧑🏻‍❤️‍💋‍🧑🏽
        kiss_person_person_medium-dark_skin_tone_dark_skin_tone=🧑🏾‍❤️‍💋‍🧑🏿
        kiss_person_person_medium-dark_skin_tone_light_skin_tone=🧑🏾‍❤️‍💋‍🧑🏻
        kiss_person_person_medium-dark_skin_tone_medium-light_skin_tone=🧑🏾‍❤️‍💋‍🧑🏼
        kiss_person_person_medium-dark_skin_tone_medium_skin_tone=🧑🏾‍❤️‍💋‍🧑🏽
        kiss_person_person_medium-light_skin_tone_dark_skin_tone=🧑🏼‍❤️‍💋‍🧑🏿
        kiss_person_person_medium-light_skin_tone_light_skin_tone=🧑🏼‍❤️‍💋‍🧑🏻
        kiss_person_person_medium-light_skin_tone_medium-dark_skin_tone=🧑🏼‍❤️‍💋‍🧑🏾
        kiss_person_person_medium-light_skin_tone_medium_skin_tone=🧑🏼‍❤️‍💋‍🧑🏽
        kiss_person_person_medium_skin_tone_dark_skin_tone=🧑🏽‍❤️‍💋‍🧑🏿
        kiss_person_person_medium_skin_tone_light_skin_tone=🧑🏽‍❤️‍💋‍🧑🏻
        kiss_person_person_medium_skin_tone_medium-dark_skin_tone=🧑🏽‍❤️‍💋‍🧑🏾
        kiss_person_person_medium_skin_tone_medium-light_skin_tone=🧑🏽‍❤️‍💋‍🧑🏼 kiss_woman_man=👩‍❤️‍💋‍👨
        kiss_woman_man_dark_skin_tone=👩🏿‍❤️‍💋‍👨🏿 kiss_woman_man_dark_skin_tone_light_skin_tone=👩🏿‍❤️‍💋‍👨🏻
        kiss_woman_man_dark_skin_tone_medium-dark_skin_tone=👩🏿‍❤️‍💋‍👨🏾
        kiss_woman_man_dark_skin_tone_medium-light_skin_tone=👩🏿‍❤️‍💋‍👨🏼
        kiss_woman_man_dark_skin_tone_medium_skin_tone=👩🏿‍❤️‍💋‍👨🏽 kiss_woman_man_light_skin_tone=👩🏻‍❤️‍💋‍👨🏻
        kiss_woman_man_light_skin_tone_dark_skin_tone=👩🏻‍❤️‍💋‍👨🏿
        kiss_woman_man_light_skin_tone_medium-dark_skin_tone=👩🏻‍❤️‍💋‍👨🏾
        kiss_woman_man_light_skin_tone_medium-light_skin_tone=👩🏻‍❤️‍💋‍👨🏼
        kiss_woman_man_light_skin_tone_medium_skin_tone=👩🏻‍❤️‍💋‍👨🏽 kiss_woman_man_medium-dark_skin_tone=👩🏾‍❤️‍💋‍👨🏾
        kiss_woman_man_medium-dark_skin_tone_dark_skin_tone=👩🏾‍❤️‍💋‍👨🏿
        kiss_woman_man_medium-dark_skin_tone_light_skin_tone=👩🏾‍❤️‍💋‍👨🏻
        kiss_woman_man_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍❤️‍💋‍👨🏼
        kiss_woman_man_medium-dark_skin_tone_medium_skin_tone=👩🏾‍❤️‍💋‍👨🏽
        kiss_woman_man_medium-light_skin_tone=👩🏼‍❤️‍💋‍👨🏼
        kiss_woman_man_medium-light_skin_tone_dark_skin_tone=👩🏼‍❤️‍💋‍👨🏿
        kiss_woman_man_medium-light_skin_tone_light_skin_tone=👩🏼‍❤️‍💋‍👨🏻
        kiss_woman_man_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍❤️‍💋‍👨🏾
        kiss_woman_man_medium-light_skin_tone_medium_skin_tone=👩🏼‍❤️‍💋‍👨🏽 kiss_woman_man_medium_skin_tone=👩🏽‍❤️‍💋‍👨🏽
        kiss_woman_man_medium_skin_tone_dark_skin_tone=👩🏽‍❤️‍💋‍👨🏿
        kiss_woman_man_medium_skin_tone_light_skin_tone=👩🏽‍❤️‍💋‍👨🏻
        kiss_woman_man_medium_skin_tone_medium-dark_skin_tone=👩🏽‍❤️‍💋‍👨🏾
        kiss_woman_man_medium_skin_tone_medium-light_skin_tone=👩🏽‍❤️‍💋‍👨🏼 kiss_woman_woman=👩‍❤️‍💋‍👩
        kiss_woman_woman_dark_skin_tone=👩🏿‍❤️‍💋‍👩🏿 kiss_woman_woman_dark_skin_tone_light_skin_tone=👩🏿‍❤️‍💋‍👩🏻
        kiss_woman_woman_dark_skin_tone_medium-dark_skin_tone=👩🏿‍❤️‍💋‍👩🏾
        kiss_woman_woman_dark_skin_tone_medium-light_skin_tone=👩🏿‍❤️‍💋‍👩🏼
        kiss_woman_woman_dark_skin_tone_medium_skin_tone=👩🏿‍❤️‍💋‍👩🏽 kiss_woman_woman_light_skin_tone=👩🏻‍❤️‍💋‍👩🏻
        kiss_woman_woman_light_skin_tone_dark_skin_tone=👩🏻‍❤️‍💋‍👩🏿
        kiss_woman_woman_light_skin_tone_medium-dark_skin_tone=👩🏻‍❤️‍💋‍👩🏾
        kiss_woman_woman_light_skin_tone_medium-light_skin_tone=👩🏻‍❤️‍💋‍👩🏼
        kiss_woman_woman_light_skin_tone_medium_skin_tone=👩🏻‍❤️‍💋‍👩🏽
        kiss_woman_woman_medium-dark_skin_tone=👩🏾‍❤️‍💋‍👩🏾
        kiss_woman_woman_medium-dark_skin_tone_dark_skin_tone=👩🏾‍❤️‍💋‍👩🏿
        kiss_woman_woman_medium-dark_skin_tone_light_skin_tone=👩🏾‍❤️‍💋‍👩🏻
        kiss_woman_woman_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍❤️‍💋‍👩🏼
        kiss_woman_woman_medium-dark_skin_tone_medium_skin_tone=👩🏾‍❤️‍💋‍👩🏽
        kiss_woman_woman_medium-light_skin_tone=👩🏼‍❤️‍💋‍👩🏼
        kiss_woman_woman_medium-light_skin_tone_dark_skin_tone=👩🏼‍❤️‍💋‍👩🏿
        kiss_woman_woman_medium-light_skin_tone_light_skin_tone=👩🏼‍❤️‍💋‍👩🏻
        kiss_woman_woman_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍❤️‍💋‍👩🏾
        kiss_woman_woman_medium-light_skin_tone_medium_skin_tone=👩🏼‍❤️‍💋‍👩🏽
        kiss_woman_woman_medium_skin_tone=👩🏽‍❤️‍💋‍👩🏽 kiss_woman_woman_medium_skin_tone_dark_skin_tone=👩🏽‍❤️‍💋‍👩🏿
        kiss_woman_woman_medium_skin_tone_light_skin_tone=👩🏽‍❤️‍💋‍👩🏻
        kiss_woman_woman_medium_skin_tone_medium-dark_skin_tone=👩🏽‍❤️‍💋‍👩🏾
        kiss_woman_woman_medium_skin_tone_medium-light_skin_tone=👩🏽‍❤️‍💋‍👩🏼 kissing=😗 kissing_cat=😽
        kissing_closed_eyes=😚 kissing_face=😗 kissing_face_with_closed_eyes=😚 kissing_face_with_smiling_eyes=😙
        kissing_heart=😘 kissing_smiling_eyes=😙 kitchen_knife=🔪 kite=🪁 kiwi_fruit=🥝 kneeling_man=🧎‍♂
        kneeling_person=🧎 kneeling_woman=🧎‍♀ knife=🔪 knocked_out_face=😵 knot=🪢 koala=🐨 koko=🈁 kosovo=🇽🇰 kr=🇰🇷
        kuwait=🇰🇼 kyrgyzstan=🇰🇬 lab_coat=🥼 label=🏷️ lacrosse=🥍 ladder=🪜 lady_beetle=🐞 landslide=🛘 lantern=🏮 laos=🇱🇦
        laptop=💻 large_blue_circle=🔵 large_blue_diamond=🔷 large_orange_diamond=🔶 last_quarter_moon=🌗
        last_quarter_moon_face=🌜 last_quarter_moon_with_face=🌜 last_track_button=⏮️ latin_cross=✝️ latvia=🇱🇻
        laughing=😆 leaf_fluttering_in_wind=🍃 leafless_tree=🪾 leafy_green=🥬 leaves=🍃 lebanon=🇱🇧 ledger=📒
        left-facing_fist=🤛 left-facing_fist_dark_skin_tone=🤛🏿 left-facing_fist_light_skin_tone=🤛🏻
        left-facing_fist_medium-dark_skin_tone=🤛🏾 left-facing_fist_medium-light_skin_tone=🤛🏼
        left-facing_fist_medium_skin_tone=🤛🏽 left-right_arrow=↔️ left_arrow=⬅️ left_arrow_curving_right=↪️
        left_facing_fist=🤛 left_luggage=🛅 left_right_arrow=↔ left_speech_bubble=🗨️ leftwards_arrow_with_hook=↩
        leftwards_hand=🫲 leftwards_hand_dark_skin_tone=🫲🏿 leftwards_hand_light_skin_tone=🫲🏻
        leftwards_hand_medium-dark_skin_tone=🫲🏾 leftwards_hand_medium-light_skin_tone=🫲🏼
        leftwards_hand_medium_skin_tone=🫲🏽 leftwards_pushing_hand=🫷 leftwards_pushing_hand_dark_skin_tone=🫷🏿
        leftwards_pushing_hand_light_skin_tone=🫷🏻 leftwards_pushing_hand_medium-dark_skin_tone=🫷🏾
        leftwards_pushing_hand_medium-light_skin_tone=🫷🏼 leftwards_pushing_hand_medium_skin_tone=🫷🏽
        leftwards_thumb_sign=🫹 leftwards_thumb_sign_dark_skin_tone=🫹🏿 leftwards_thumb_sign_light_skin_tone=🫹🏻
        leftwards_thumb_sign_medium-dark_skin_tone=🫹🏾 leftwards_thumb_sign_medium-light_skin_tone=🫹🏼
        leftwards_thumb_sign_medium_skin_tone=🫹🏽 leg=🦵 leg_dark_skin_tone=🦵🏿 leg_light_skin_tone=🦵🏻
        leg_medium-dark_skin_tone=🦵🏾 leg_medium-light_skin_tone=🦵🏼 leg_medium_skin_tone=🦵🏽 lemon=🍋 leo=♌ leopard=🐆
        lesotho=🇱🇸 level_slider=🎚️ liberia=🇱🇷 libra=♎ libya=🇱🇾 liechtenstein=🇱🇮 light_blue_heart=🩵 light_bulb=💡
        light_rail=🚈 lighthouse=🛙 lime=🍋‍🟩 link=🔗 linked_paperclips=🖇️ lion=🦁 lion_face=🦁 lips=👄 lipstick=💄
        lithuania=🇱🇹 litter_in_bin_sign=🚮 lizard=🦎 llama=🦙 lobster=🦞 lock=🔒 lock_with_ink_pen=🔏 locked=🔒
        locked_with_key=🔐 locked_with_pen=🔏 locomotive=🚂 lollipop=🍭 long_drum=🪘 loop=➿ lotion_bottle=🧴 lotus=🪷
        lotus_position=🧘 lotus_position_man=🧘‍♂ lotus_position_woman=🧘‍♀ loud_sound=🔊 loudly_crying_face=😭
        loudspeaker=📢 love-you_gesture=🤟 love-you_gesture_dark_skin_tone=🤟🏿 love-you_gesture_light_skin_tone=🤟🏻
        love-you_gesture_medium-dark_skin_tone=🤟🏾 love-you_gesture_medium-light_skin_tone=🤟🏼
        love-you_gesture_medium_skin_tone=🤟🏽 love_hotel=🏩 love_letter=💌 love_you_gesture=🤟 low_battery=🪫
        low_brightness=🔅 lower_left_ballpoint_pen=🖊 lower_left_crayon=🖍 lower_left_fountain_pen=🖋
        lower_left_paintbrush=🖌 luggage=🧳 lungs=🫁 luxembourg=🇱🇺 lying_face=🤥 m=Ⓜ macao_sar_china=🇲🇴 macau=🇲🇴
        macedonia=🇲🇰 madagascar=🇲🇬 mag=🔍 mag_right=🔎 mage=🧙 mage_dark_skin_tone=🧙🏿 mage_light_skin_tone=🧙🏻
        mage_man=🧙‍♂ mage_medium-dark_skin_tone=🧙🏾 mage_medium-light_skin_tone=🧙🏼 mage_medium_skin_tone=🧙🏽
        mage_woman=🧙‍♀ magic_wand=🪄 magnet=🧲 magnifying_glass_tilted_left=🔍 magnifying_glass_tilted_right=🔎
        mahjong=🀄 mahjong_red_dragon=🀄 mailbox=📫 mailbox_closed=📪 mailbox_with_mail=📬 mailbox_with_no_mail=📭
        malawi=🇲🇼 malaysia=🇲🇾 maldives=🇲🇻 male_detective=🕵‍♂ male_sign=♂️ mali=🇲🇱 malta=🇲🇹 mammoth=🦣 man=👨
        man_artist=👨‍🎨 man_artist_dark_skin_tone=👨🏿‍🎨 man_artist_light_skin_tone=👨🏻‍🎨
        man_artist_medium-dark_skin_tone=👨🏾‍🎨 man_artist_medium-light_skin_tone=👨🏼‍🎨
        man_artist_medium_skin_tone=👨🏽‍🎨 man_astronaut=👨‍🚀 man_astronaut_dark_skin_tone=👨🏿‍🚀
        man_astronaut_light_skin_tone=👨🏻‍🚀 man_astronaut_medium-dark_skin_tone=👨🏾‍🚀
        man_astronaut_medium-light_skin_tone=👨🏼‍🚀 man_astronaut_medium_skin_tone=👨🏽‍🚀 man_bald=👨‍🦲 man_beard=🧔‍♂️
        man_biking=🚴‍♂️ man_biking_dark_skin_tone=🚴🏿‍♂️ man_biking_light_skin_tone=🚴🏻‍♂️
        man_biking_medium-dark_skin_tone=🚴🏾‍♂️ man_biking_medium-light_skin_tone=🚴🏼‍♂️
        man_biking_medium_skin_tone=🚴🏽‍♂️ man_blond_hair=👱‍♂️ man_bouncing_ball=⛹️‍♂️
        man_bouncing_ball_dark_skin_tone=⛹🏿‍♂️ man_bouncing_ball_light_skin_tone=⛹🏻‍♂️
        man_bouncing_ball_medium-dark_skin_tone=⛹🏾‍♂️ man_bouncing_ball_medium-light_skin_tone=⛹🏼‍♂️
        man_bouncing_ball_medium_skin_tone=⛹🏽‍♂️ man_bowing=🙇‍♂️ man_bowing_dark_skin_tone=🙇🏿‍♂️
        man_bowing_light_skin_tone=🙇🏻‍♂️ man_bowing_medium-dark_skin_tone=🙇🏾‍♂️
        man_bowing_medium-light_skin_tone=🙇🏼‍♂️ man_bowing_medium_skin_tone=🙇🏽‍♂️ man_cartwheeling=🤸‍♂️
        man_cartwheeling_dark_skin_tone=🤸🏿‍♂️ man_cartwheeling_light_skin_tone=🤸🏻‍♂️
        man_cartwheeling_medium-dark_skin_tone=🤸🏾‍♂️ man_cartwheeling_medium-light_skin_tone=🤸🏼‍♂️
        man_cartwheeling_medium_skin_tone=🤸🏽‍♂️ man_climbing=🧗‍♂️ man_climbing_dark_skin_tone=🧗🏿‍♂️
        man_climbing_light_skin_tone=🧗🏻‍♂️ man_climbing_medium-dark_skin_tone=🧗🏾‍♂️
        man_climbing_medium-light_skin_tone=🧗🏼‍♂️ man_climbing_medium_skin_tone=🧗🏽‍♂️ man_construction_worker=👷‍♂️
        man_construction_worker_dark_skin_tone=👷🏿‍♂️ man_construction_worker_light_skin_tone=👷🏻‍♂️
        man_construction_worker_medium-dark_skin_tone=👷🏾‍♂️ man_construction_worker_medium-light_skin_tone=👷🏼‍♂️
        man_construction_worker_medium_skin_tone=👷🏽‍♂️ man_cook=👨‍🍳 man_cook_dark_skin_tone=👨🏿‍🍳
        man_cook_light_skin_tone=👨🏻‍🍳 man_cook_medium-dark_skin_tone=👨🏾‍🍳 man_cook_medium-light_skin_tone=👨🏼‍🍳
        man_cook_medium_skin_tone=👨🏽‍🍳 man_curly_hair=👨‍🦱 man_dancing=🕺 man_dancing_dark_skin_tone=🕺🏿
        man_dancing_light_skin_tone=🕺🏻 man_dancing_medium-dark_skin_tone=🕺🏾 man_dancing_medium-light_skin_tone=🕺🏼
        man_dancing_medium_skin_tone=🕺🏽 man_dark_skin_tone=👨🏿 man_dark_skin_tone_bald=👨🏿‍🦲
        man_dark_skin_tone_beard=🧔🏿‍♂️ man_dark_skin_tone_blond_hair=👱🏿‍♂️ man_dark_skin_tone_curly_hair=👨🏿‍🦱
        man_dark_skin_tone_red_hair=👨🏿‍🦰 man_dark_skin_tone_white_hair=👨🏿‍🦳 man_detective=🕵️‍♂️
        man_detective_dark_skin_tone=🕵🏿‍♂️ man_detective_light_skin_tone=🕵🏻‍♂️
        man_detective_medium-dark_skin_tone=🕵🏾‍♂️ man_detective_medium-light_skin_tone=🕵🏼‍♂️
        man_detective_medium_skin_tone=🕵🏽‍♂️ man_elf=🧝‍♂️ man_elf_dark_skin_tone=🧝🏿‍♂️ man_elf_light_skin_tone=🧝🏻‍♂️
        man_elf_medium-dark_skin_tone=🧝🏾‍♂️ man_elf_medium-light_skin_tone=🧝🏼‍♂️ man_elf_medium_skin_tone=🧝🏽‍♂️
        man_facepalming=🤦‍♂️ man_facepalming_dark_skin_tone=🤦🏿‍♂️ man_facepalming_light_skin_tone=🤦🏻‍♂️
        man_facepalming_medium-dark_skin_tone=🤦🏾‍♂️ man_facepalming_medium-light_skin_tone=🤦🏼‍♂️
        man_facepalming_medium_skin_tone=🤦🏽‍♂️ man_factory_worker=👨‍🏭 man_factory_worker_dark_skin_tone=👨🏿‍🏭
        man_factory_worker_light_skin_tone=👨🏻‍🏭 man_factory_worker_medium-dark_skin_tone=👨🏾‍🏭
        man_factory_worker_medium-light_skin_tone=👨🏼‍🏭 man_factory_worker_medium_skin_tone=👨🏽‍🏭 man_fairy=🧚‍♂️
        man_fairy_dark_skin_tone=🧚🏿‍♂️ man_fairy_light_skin_tone=🧚🏻‍♂️ man_fairy_medium-dark_skin_tone=🧚🏾‍♂️
        man_fairy_medium-light_skin_tone=🧚🏼‍♂️ man_fairy_medium_skin_tone=🧚🏽‍♂️ man_farmer=👨‍🌾
        man_farmer_dark_skin_tone=👨🏿‍🌾 man_farmer_light_skin_tone=👨🏻‍🌾 man_farmer_medium-dark_skin_tone=👨🏾‍🌾
        man_farmer_medium-light_skin_tone=👨🏼‍🌾 man_farmer_medium_skin_tone=👨🏽‍🌾 man_feeding_baby=👨‍🍼
        man_feeding_baby_dark_skin_tone=👨🏿‍🍼 man_feeding_baby_light_skin_tone=👨🏻‍🍼
        man_feeding_baby_medium-dark_skin_tone=👨🏾‍🍼 man_feeding_baby_medium-light_skin_tone=👨🏼‍🍼
        man_feeding_baby_medium_skin_tone=👨🏽‍🍼 man_firefighter=👨‍🚒 man_firefighter_dark_skin_tone=👨🏿‍🚒
        man_firefighter_light_skin_tone=👨🏻‍🚒 man_firefighter_medium-dark_skin_tone=👨🏾‍🚒
        man_firefighter_medium-light_skin_tone=👨🏼‍🚒 man_firefighter_medium_skin_tone=👨🏽‍🚒 man_frowning=🙍‍♂️
        man_frowning_dark_skin_tone=🙍🏿‍♂️ man_frowning_light_skin_tone=🙍🏻‍♂️
        man_frowning_medium-dark_skin_tone=🙍🏾‍♂️ man_frowning_medium-light_skin_tone=🙍🏼‍♂️
        man_frowning_medium_skin_tone=🙍🏽‍♂️ man_genie=🧞‍♂️ man_gesturing_no=🙅‍♂
        man_gesturing_no_dark_skin_tone=🙅🏿‍♂️ man_gesturing_no_light_skin_tone=🙅🏻‍♂️
        man_gesturing_no_medium-dark_skin_tone=🙅🏾‍♂️ man_gesturing_no_medium-light_skin_tone=🙅🏼‍♂️
        man_gesturing_no_medium_skin_tone=🙅🏽‍♂️ man_gesturing_ok=🙆‍♂ man_gesturing_ok_dark_skin_tone=🙆🏿‍♂️
        man_gesturing_ok_light_skin_tone=🙆🏻‍♂️ man_gesturing_ok_medium-dark_skin_tone=🙆🏾‍♂️
        man_gesturing_ok_medium-light_skin_tone=🙆🏼‍♂️ man_gesturing_ok_medium_skin_tone=🙆🏽‍♂️
        man_getting_haircut=💇‍♂️ man_getting_haircut_dark_skin_tone=💇🏿‍♂️ man_getting_haircut_light_skin_tone=💇🏻‍♂️
        man_getting_haircut_medium-dark_skin_tone=💇🏾‍♂️ man_getting_haircut_medium-light_skin_tone=💇🏼‍♂️
        man_getting_haircut_medium_skin_tone=💇🏽‍♂️ man_getting_massage=💆‍♂️ man_getting_massage_dark_skin_tone=💆🏿‍♂️
        man_getting_massage_light_skin_tone=💆🏻‍♂️ man_getting_massage_medium-dark_skin_tone=💆🏾‍♂️
        man_getting_massage_medium-light_skin_tone=💆🏼‍♂️ man_getting_massage_medium_skin_tone=💆🏽‍♂️
        man_golfing=🏌️‍♂️ man_golfing_dark_skin_tone=🏌🏿‍♂️ man_golfing_light_skin_tone=🏌🏻‍♂️
        man_golfing_medium-dark_skin_tone=🏌🏾‍♂️ man_golfing_medium-light_skin_tone=🏌🏼‍♂️
        man_golfing_medium_skin_tone=🏌🏽‍♂️ man_guard=💂‍♂️ man_guard_dark_skin_tone=💂🏿‍♂️
        man_guard_light_skin_tone=💂🏻‍♂️ man_guard_medium-dark_skin_tone=💂🏾‍♂️ man_guard_medium-light_skin_tone=💂🏼‍♂️
        man_guard_medium_skin_tone=💂🏽‍♂️ man_health_worker=👨‍⚕️ man_health_worker_dark_skin_tone=👨🏿‍⚕️
        man_health_worker_light_skin_tone=👨🏻‍⚕️ man_health_worker_medium-dark_skin_tone=👨🏾‍⚕️
        man_health_worker_medium-light_skin_tone=👨🏼‍⚕️ man_health_worker_medium_skin_tone=👨🏽‍⚕️
        man_in_business_suit_levitating=🕴 man_in_lotus_position=🧘‍♂️ man_in_lotus_position_dark_skin_tone=🧘🏿‍♂️
        man_in_lotus_position_light_skin_tone=🧘🏻‍♂️ man_in_lotus_position_medium-dark_skin_tone=🧘🏾‍♂️
        man_in_lotus_position_medium-light_skin_tone=🧘🏼‍♂️ man_in_lotus_position_medium_skin_tone=🧘🏽‍♂️
        man_in_manual_wheelchair=👨‍🦽 man_in_manual_wheelchair_dark_skin_tone=👨🏿‍🦽
        man_in_manual_wheelchair_facing_right=👨‍🦽‍➡️ man_in_manual_wheelchair_facing_right_dark_skin_tone=👨🏿‍🦽‍➡️
        man_in_manual_wheelchair_facing_right_light_skin_tone=👨🏻‍🦽‍➡️
        man_in_manual_wheelchair_facing_right_medium-dark_skin_tone=👨🏾‍🦽‍➡️
        man_in_manual_wheelchair_facing_right_medium-light_skin_tone=👨🏼‍🦽‍➡️
        man_in_manual_wheelchair_facing_right_medium_skin_tone=👨🏽‍🦽‍➡️ man_in_manual_wheelchair_light_skin_tone=👨🏻‍🦽
        man_in_manual_wheelchair_medium-dark_skin_tone=👨🏾‍🦽 man_in_manual_wheelchair_medium-light_skin_tone=👨🏼‍🦽
        man_in_manual_wheelchair_medium_skin_tone=👨🏽‍🦽 man_in_motorized_wheelchair=👨‍🦼
        man_in_motorized_wheelchair_dark_skin_tone=👨🏿‍🦼 man_in_motorized_wheelchair_facing_right=👨‍🦼‍➡️
        man_in_motorized_wheelchair_facing_right_dark_skin_tone=👨🏿‍🦼‍➡️
        man_in_motorized_wheelchair_facing_right_light_skin_tone=👨🏻‍🦼‍➡️
        man_in_motorized_wheelchair_facing_right_medium-dark_skin_tone=👨🏾‍🦼‍➡️
        man_in_motorized_wheelchair_facing_right_medium-light_skin_tone=👨🏼‍🦼‍➡️
        man_in_motorized_wheelchair_facing_right_medium_skin_tone=👨🏽‍🦼‍➡️
        man_in_motorized_wheelchair_light_skin_tone=👨🏻‍🦼 man_in_motorized_wheelchair_medium-dark_skin_tone=👨🏾‍🦼
        man_in_motorized_wheelchair_medium-light_skin_tone=👨🏼‍🦼 man_in_motorized_wheelchair_medium_skin_tone=👨🏽‍🦼
        man_in_steamy_room=🧖‍♂️ man_in_steamy_room_dark_skin_tone=🧖🏿‍♂️ man_in_steamy_room_light_skin_tone=🧖🏻‍♂️
        man_in_steamy_room_medium-dark_skin_tone=🧖🏾‍♂️ man_in_steamy_room_medium-light_skin_tone=🧖🏼‍♂️
        man_in_steamy_room_medium_skin_tone=🧖🏽‍♂️ man_in_tuxedo=🤵‍♂️ man_in_tuxedo_dark_skin_tone=🤵🏿‍♂️
        man_in_tuxedo_light_skin_tone=🤵🏻‍♂️ man_in_tuxedo_medium-dark_skin_tone=🤵🏾‍♂️
        man_in_tuxedo_medium-light_skin_tone=🤵🏼‍♂️ man_in_tuxedo_medium_skin_tone=🤵🏽‍♂️ man_judge=👨‍⚖️
        man_judge_dark_skin_tone=👨🏿‍⚖️ man_judge_light_skin_tone=👨🏻‍⚖️ man_judge_medium-dark_skin_tone=👨🏾‍⚖️
        man_judge_medium-light_skin_tone=👨🏼‍⚖️ man_judge_medium_skin_tone=👨🏽‍⚖️ man_juggling=🤹‍♂️
        man_juggling_dark_skin_tone=🤹🏿‍♂️ man_juggling_light_skin_tone=🤹🏻‍♂️
        man_juggling_medium-dark_skin_tone=🤹🏾‍♂️ man_juggling_medium-light_skin_tone=🤹🏼‍♂️
        man_juggling_medium_skin_tone=🤹🏽‍♂️ man_kneeling=🧎‍♂️ man_kneeling_dark_skin_tone=🧎🏿‍♂️
        man_kneeling_facing_right=🧎‍♂️‍➡️ man_kneeling_facing_right_dark_skin_tone=🧎🏿‍♂️‍➡️
        man_kneeling_facing_right_light_skin_tone=🧎🏻‍♂️‍➡️ man_kneeling_facing_right_medium-dark_skin_tone=🧎🏾‍♂️‍➡️
        man_kneeling_facing_right_medium-light_skin_tone=🧎🏼‍♂️‍➡️
        man_kneeling_facing_right_medium_skin_tone=🧎🏽‍♂️‍➡️ man_kneeling_light_skin_tone=🧎🏻‍♂️
        man_kneeling_medium-dark_skin_tone=🧎🏾‍♂️ man_kneeling_medium-light_skin_tone=🧎🏼‍♂️
        man_kneeling_medium_skin_tone=🧎🏽‍♂️ man_lifting_weights=🏋️‍♂️ man_lifting_weights_dark_skin_tone=🏋🏿‍♂️
        man_lifting_weights_light_skin_tone=🏋🏻‍♂️ man_lifting_weights_medium-dark_skin_tone=🏋🏾‍♂️
        man_lifting_weights_medium-light_skin_tone=🏋🏼‍♂️ man_lifting_weights_medium_skin_tone=🏋🏽‍♂️
        man_light_skin_tone=👨🏻 man_light_skin_tone_bald=👨🏻‍🦲 man_light_skin_tone_beard=🧔🏻‍♂️
        man_light_skin_tone_blond_hair=👱🏻‍♂️ man_light_skin_tone_curly_hair=👨🏻‍🦱 man_light_skin_tone_red_hair=👨🏻‍🦰
        man_light_skin_tone_white_hair=👨🏻‍🦳 man_mage=🧙‍♂️ man_mage_dark_skin_tone=🧙🏿‍♂️
        man_mage_light_skin_tone=🧙🏻‍♂️ man_mage_medium-dark_skin_tone=🧙🏾‍♂️ man_mage_medium-light_skin_tone=🧙🏼‍♂️
        man_mage_medium_skin_tone=🧙🏽‍♂️ man_mechanic=👨‍🔧 man_mechanic_dark_skin_tone=👨🏿‍🔧
        man_mechanic_light_skin_tone=👨🏻‍🔧 man_mechanic_medium-dark_skin_tone=👨🏾‍🔧
        man_mechanic_medium-light_skin_tone=👨🏼‍🔧 man_mechanic_medium_skin_tone=👨🏽‍🔧 man_medium-dark_skin_tone=👨🏾
        man_medium-dark_skin_tone_bald=👨🏾‍🦲 man_medium-dark_skin_tone_beard=🧔🏾‍♂️
        man_medium-dark_skin_tone_blond_hair=👱🏾‍♂️ man_medium-dark_skin_tone_curly_hair=👨🏾‍🦱
        man_medium-dark_skin_tone_red_hair=👨🏾‍🦰 man_medium-dark_skin_tone_white_hair=👨🏾‍🦳
        man_medium-light_skin_tone=👨🏼 man_medium-light_skin_tone_bald=👨🏼‍🦲 man_medium-light_skin_tone_beard=🧔🏼‍♂️
        man_medium-light_skin_tone_blond_hair=👱🏼‍♂️ man_medium-light_skin_tone_curly_hair=👨🏼‍🦱
        man_medium-light_skin_tone_red_hair=👨🏼‍🦰 man_medium-light_skin_tone_white_hair=👨🏼‍🦳 man_medium_skin_tone=👨🏽
        man_medium_skin_tone_bald=👨🏽‍🦲 man_medium_skin_tone_beard=🧔🏽‍♂️ man_medium_skin_tone_blond_hair=👱🏽‍♂️
        man_medium_skin_tone_curly_hair=👨🏽‍🦱 man_medium_skin_tone_red_hair=👨🏽‍🦰 man_medium_skin_tone_white_hair=👨🏽‍🦳
        man_mountain_biking=🚵‍♂️ man_mountain_biking_dark_skin_tone=🚵🏿‍♂️ man_mountain_biking_light_skin_tone=🚵🏻‍♂️
        man_mountain_biking_medium-dark_skin_tone=🚵🏾‍♂️ man_mountain_biking_medium-light_skin_tone=🚵🏼‍♂️
        man_mountain_biking_medium_skin_tone=🚵🏽‍♂️ man_office_worker=👨‍💼 man_office_worker_dark_skin_tone=👨🏿‍💼
        man_office_worker_light_skin_tone=👨🏻‍💼 man_office_worker_medium-dark_skin_tone=👨🏾‍💼
        man_office_worker_medium-light_skin_tone=👨🏼‍💼 man_office_worker_medium_skin_tone=👨🏽‍💼 man_pilot=👨‍✈️
        man_pilot_dark_skin_tone=👨🏿‍✈️ man_pilot_light_skin_tone=👨🏻‍✈️ man_pilot_medium-dark_skin_tone=👨🏾‍✈️
        man_pilot_medium-light_skin_tone=👨🏼‍✈️ man_pilot_medium_skin_tone=👨🏽‍✈️ man_playing_handball=🤾‍♂️
        man_playing_handball_dark_skin_tone=🤾🏿‍♂️ man_playing_handball_light_skin_tone=🤾🏻‍♂️
        man_playing_handball_medium-dark_skin_tone=🤾🏾‍♂️ man_playing_handball_medium-light_skin_tone=🤾🏼‍♂️
        man_playing_handball_medium_skin_tone=🤾🏽‍♂️ man_playing_water_polo=🤽‍♂️
        man_playing_water_polo_dark_skin_tone=🤽🏿‍♂️ man_playing_water_polo_light_skin_tone=🤽🏻‍♂️
        man_playing_water_polo_medium-dark_skin_tone=🤽🏾‍♂️ man_playing_water_polo_medium-light_skin_tone=🤽🏼‍♂️
        man_playing_water_polo_medium_skin_tone=🤽🏽‍♂️ man_police_officer=👮‍♂️
        man_police_officer_dark_skin_tone=👮🏿‍♂️ man_police_officer_light_skin_tone=👮🏻‍♂️
        man_police_officer_medium-dark_skin_tone=👮🏾‍♂️ man_police_officer_medium-light_skin_tone=👮🏼‍♂️
        man_police_officer_medium_skin_tone=👮🏽‍♂️ man_pouting=🙎‍♂️ man_pouting_dark_skin_tone=🙎🏿‍♂️
        man_pouting_light_skin_tone=🙎🏻‍♂️ man_pouting_medium-dark_skin_tone=🙎🏾‍♂️
        man_pouting_medium-light_skin_tone=🙎🏼‍♂️ man_pouting_medium_skin_tone=🙎🏽‍♂️ man_raising_hand=🙋‍♂️
        man_raising_hand_dark_skin_tone=🙋🏿‍♂️ man_raising_hand_light_skin_tone=🙋🏻‍♂️
        man_raising_hand_medium-dark_skin_tone=🙋🏾‍♂️ man_raising_hand_medium-light_skin_tone=🙋🏼‍♂️
        man_raising_hand_medium_skin_tone=🙋🏽‍♂️ man_red_hair=👨‍🦰 man_rowing_boat=🚣‍♂️
        man_rowing_boat_dark_skin_tone=🚣🏿‍♂️ man_rowing_boat_light_skin_tone=🚣🏻‍♂️
        man_rowing_boat_medium-dark_skin_tone=🚣🏾‍♂️ man_rowing_boat_medium-light_skin_tone=🚣🏼‍♂️
        man_rowing_boat_medium_skin_tone=🚣🏽‍♂️ man_running=🏃‍♂️ man_running_dark_skin_tone=🏃🏿‍♂️
        man_running_facing_right=🏃‍♂️‍➡️ man_running_facing_right_dark_skin_tone=🏃🏿‍♂️‍➡️
        man_running_facing_right_light_skin_tone=🏃🏻‍♂️‍➡️ man_running_facing_right_medium-dark_skin_tone=🏃🏾‍♂️‍➡️
        man_running_facing_right_medium-light_skin_tone=🏃🏼‍♂️‍➡️ man_running_facing_right_medium_skin_tone=🏃🏽‍♂️‍➡️
        man_running_light_skin_tone=🏃🏻‍♂️ man_running_medium-dark_skin_tone=🏃🏾‍♂️
        man_running_medium-light_skin_tone=🏃🏼‍♂️ man_running_medium_skin_tone=🏃🏽‍♂️ man_scientist=👨‍🔬
        man_scientist_dark_skin_tone=👨🏿‍🔬 man_scientist_light_skin_tone=👨🏻‍🔬
        man_scientist_medium-dark_skin_tone=👨🏾‍🔬 man_scientist_medium-light_skin_tone=👨🏼‍🔬
        man_scientist_medium_skin_tone=👨🏽‍🔬 man_shrugging=🤷‍♂️ man_shrugging_dark_skin_tone=🤷🏿‍♂️
        man_shrugging_light_skin_tone=🤷🏻‍♂️ man_shrugging_medium-dark_skin_tone=🤷🏾‍♂️
        man_shrugging_medium-light_skin_tone=🤷🏼‍♂️ man_shrugging_medium_skin_tone=🤷🏽‍♂️ man_singer=👨‍🎤
        man_singer_dark_skin_tone=👨🏿‍🎤 man_singer_light_skin_tone=👨🏻‍🎤 man_singer_medium-dark_skin_tone=👨🏾‍🎤
        man_singer_medium-light_skin_tone=👨🏼‍🎤 man_singer_medium_skin_tone=👨🏽‍🎤 man_standing=🧍‍♂️
        man_standing_dark_skin_tone=🧍🏿‍♂️ man_standing_light_skin_tone=🧍🏻‍♂️
        man_standing_medium-dark_skin_tone=🧍🏾‍♂️ man_standing_medium-light_skin_tone=🧍🏼‍♂️
        man_standing_medium_skin_tone=🧍🏽‍♂️ man_student=👨‍🎓 man_student_dark_skin_tone=👨🏿‍🎓
        man_student_light_skin_tone=👨🏻‍🎓 man_student_medium-dark_skin_tone=👨🏾‍🎓
        man_student_medium-light_skin_tone=👨🏼‍🎓 man_student_medium_skin_tone=👨🏽‍🎓 man_superhero=🦸‍♂️
        man_superhero_dark_skin_tone=🦸🏿‍♂️ man_superhero_light_skin_tone=🦸🏻‍♂️
        man_superhero_medium-dark_skin_tone=🦸🏾‍♂️ man_superhero_medium-light_skin_tone=🦸🏼‍♂️
        man_superhero_medium_skin_tone=🦸🏽‍♂️ man_supervillain=🦹‍♂️ man_supervillain_dark_skin_tone=🦹🏿‍♂️
        man_supervillain_light_skin_tone=🦹🏻‍♂️ man_supervillain_medium-dark_skin_tone=🦹🏾‍♂️
        man_supervillain_medium-light_skin_tone=🦹🏼‍♂️ man_supervillain_medium_skin_tone=🦹🏽‍♂️ man_surfing=🏄‍♂️
        man_surfing_dark_skin_tone=🏄🏿‍♂️ man_surfing_light_skin_tone=🏄🏻‍♂️ man_surfing_medium-dark_skin_tone=🏄🏾‍♂️
        man_surfing_medium-light_skin_tone=🏄🏼‍♂️ man_surfing_medium_skin_tone=🏄🏽‍♂️ man_swimming=🏊‍♂️
        man_swimming_dark_skin_tone=🏊🏿‍♂️ man_swimming_light_skin_tone=🏊🏻‍♂️
        man_swimming_medium-dark_skin_tone=🏊🏾‍♂️ man_swimming_medium-light_skin_tone=🏊🏼‍♂️
        man_swimming_medium_skin_tone=🏊🏽‍♂️ man_teacher=👨‍🏫 man_teacher_dark_skin_tone=👨🏿‍🏫
        man_teacher_light_skin_tone=👨🏻‍🏫 man_teacher_medium-dark_skin_tone=👨🏾‍🏫
        man_teacher_medium-light_skin_tone=👨🏼‍🏫 man_teacher_medium_skin_tone=👨🏽‍🏫 man_technologist=👨‍💻
        man_technologist_dark_skin_tone=👨🏿‍💻 man_technologist_light_skin_tone=👨🏻‍💻
        man_technologist_medium-dark_skin_tone=👨🏾‍💻 man_technologist_medium-light_skin_tone=👨🏼‍💻
        man_technologist_medium_skin_tone=👨🏽‍💻 man_tipping_hand=💁‍♂️ man_tipping_hand_dark_skin_tone=💁🏿‍♂️
        man_tipping_hand_light_skin_tone=💁🏻‍♂️ man_tipping_hand_medium-dark_skin_tone=💁🏾‍♂️
        man_tipping_hand_medium-light_skin_tone=💁🏼‍♂️ man_tipping_hand_medium_skin_tone=💁🏽‍♂️ man_vampire=🧛‍♂️
        man_vampire_dark_skin_tone=🧛🏿‍♂️ man_vampire_light_skin_tone=🧛🏻‍♂️ man_vampire_medium-dark_skin_tone=🧛🏾‍♂️
        man_vampire_medium-light_skin_tone=🧛🏼‍♂️ man_vampire_medium_skin_tone=🧛🏽‍♂️ man_walking=🚶‍♂️
        man_walking_dark_skin_tone=🚶🏿‍♂️ man_walking_facing_right=🚶‍♂️‍➡️
        man_walking_facing_right_dark_skin_tone=🚶🏿‍♂️‍➡️ man_walking_facing_right_light_skin_tone=🚶🏻‍♂️‍➡️
        man_walking_facing_right_medium-dark_skin_tone=🚶🏾‍♂️‍➡️
        man_walking_facing_right_medium-light_skin_tone=🚶🏼‍♂️‍➡️ man_walking_facing_right_medium_skin_tone=🚶🏽‍♂️‍➡️
        man_walking_light_skin_tone=🚶🏻‍♂️ man_walking_medium-dark_skin_tone=🚶🏾‍♂️
        man_walking_medium-light_skin_tone=🚶🏼‍♂️ man_walking_medium_skin_tone=🚶🏽‍♂️ man_wearing_turban=👳‍♂️
        man_wearing_turban_dark_skin_tone=👳🏿‍♂️ man_wearing_turban_light_skin_tone=👳🏻‍♂️
        man_wearing_turban_medium-dark_skin_tone=👳🏾‍♂️ man_wearing_turban_medium-light_skin_tone=👳🏼‍♂️
        man_wearing_turban_medium_skin_tone=👳🏽‍♂️ man_white_hair=👨‍🦳 man_with_gua_pi_mao=👲 man_with_probing_cane=👨‍🦯
        man_with_turban=👳‍♂ man_with_veil=👰‍♂️ man_with_veil_dark_skin_tone=👰🏿‍♂️
        man_with_veil_light_skin_tone=👰🏻‍♂️ man_with_veil_medium-dark_skin_tone=👰🏾‍♂️
        man_with_veil_medium-light_skin_tone=👰🏼‍♂️ man_with_veil_medium_skin_tone=👰🏽‍♂️ man_with_white_cane=👨‍🦯
        man_with_white_cane_dark_skin_tone=👨🏿‍🦯 man_with_white_cane_facing_right=👨‍🦯‍➡️
        man_with_white_cane_facing_right_dark_skin_tone=👨🏿‍🦯‍➡️
        man_with_white_cane_facing_right_light_skin_tone=👨🏻‍🦯‍➡️
        man_with_white_cane_facing_right_medium-dark_skin_tone=👨🏾‍🦯‍➡️
        man_with_white_cane_facing_right_medium-light_skin_tone=👨🏼‍🦯‍➡️
        man_with_white_cane_facing_right_medium_skin_tone=👨🏽‍🦯‍➡️ man_with_white_cane_light_skin_tone=👨🏻‍🦯
        man_with_white_cane_medium-dark_skin_tone=👨🏾‍🦯 man_with_white_cane_medium-light_skin_tone=👨🏼‍🦯
        man_with_white_cane_medium_skin_tone=👨🏽‍🦯 man_zombie=🧟‍♂️ mandarin=🍊 mango=🥭 mans_shoe=👞
        mantelpiece_clock=🕰️ manual_wheelchair=🦽 map_of_japan=🗾 maple_leaf=🍁 maracas=🪇 marshall_islands=🇲🇭
        martial_arts_uniform=🥋 martinique=🇲🇶 mask=😷 massage=💆 massage_man=💆‍♂ massage_woman=💆‍♀ mate=🧉 mauritania=🇲🇷
        mauritius=🇲🇺 mayotte=🇾🇹 meat_on_bone=🍖 mechanic=🧑‍🔧 mechanic_dark_skin_tone=🧑🏿‍🔧
        mechanic_light_skin_tone=🧑🏻‍🔧 mechanic_medium-dark_skin_tone=🧑🏾‍🔧 mechanic_medium-light_skin_tone=🧑🏼‍🔧
        mechanic_medium_skin_tone=🧑🏽‍🔧 mechanical_arm=🦾 mechanical_leg=🦿 medal_military=🎖 medal_sports=🏅
        medical_symbol=⚕️ mega=📣 megaphone=📣 melon=🍈 melting_face=🫠 memo=📝 men_holding_hands=👬
        men_holding_hands_dark_skin_tone=👬🏿 men_holding_hands_dark_skin_tone_light_skin_tone=👨🏿‍🤝‍👨🏻
        men_holding_hands_dark_skin_tone_medium-dark_skin_tone=👨🏿‍🤝‍👨🏾
        men_holding_hands_dark_skin_tone_medium-light_skin_tone=👨🏿‍🤝‍👨🏼
        men_holding_hands_dark_skin_tone_medium_skin_tone=👨🏿‍🤝‍👨🏽 men_holding_hands_light_skin_tone=👬🏻
        men_holding_hands_light_skin_tone_dark_skin_tone=👨🏻‍🤝‍👨🏿
        men_holding_hands_light_skin_tone_medium-dark_skin_tone=👨🏻‍🤝‍👨🏾
        men_holding_hands_light_skin_tone_medium-light_skin_tone=👨🏻‍🤝‍👨🏼
        men_holding_hands_light_skin_tone_medium_skin_tone=👨🏻‍🤝‍👨🏽 men_holding_hands_medium-dark_skin_tone=👬🏾
        men_holding_hands_medium-dark_skin_tone_dark_skin_tone=👨🏾‍🤝‍👨🏿
        men_holding_hands_medium-dark_skin_tone_light_skin_tone=👨🏾‍🤝‍👨🏻
        men_holding_hands_medium-dark_skin_tone_medium-light_skin_tone=👨🏾‍🤝‍👨🏼
        men_holding_hands_medium-dark_skin_tone_medium_skin_tone=👨🏾‍🤝‍👨🏽 men_holding_hands_medium-light_skin_tone=👬🏼
        men_holding_hands_medium-light_skin_tone_dark_skin_tone=👨🏼‍🤝‍👨🏿
        men_holding_hands_medium-light_skin_tone_light_skin_tone=👨🏼‍🤝‍👨🏻
        men_holding_hands_medium-light_skin_tone_medium-dark_skin_tone=👨🏼‍🤝‍👨🏾
        men_holding_hands_medium-light_skin_tone_medium_skin_tone=👨🏼‍🤝‍👨🏽 men_holding_hands_medium_skin_tone=👬🏽
        men_holding_hands_medium_skin_tone_dark_skin_tone=👨🏽‍🤝‍👨🏿
        men_holding_hands_medium_skin_tone_light_skin_tone=👨🏽‍🤝‍👨🏻
        men_holding_hands_medium_skin_tone_medium-dark_skin_tone=👨🏽‍🤝‍👨🏾
        men_holding_hands_medium_skin_tone_medium-light_skin_tone=👨🏽‍🤝‍👨🏼 men_with_bunny_ears=👯‍♂️
        men_with_bunny_ears_dark_skin_tone=👯🏿‍♂️ men_with_bunny_ears_dark_skin_tone_light_skin_tone=👨🏿‍🐰‍👨🏻
        men_with_bunny_ears_dark_skin_tone_medium-dark_skin_tone=👨🏿‍🐰‍👨🏾
        men_with_bunny_ears_dark_skin_tone_medium-light_skin_tone=👨🏿‍🐰‍👨🏼
        men_with_bunny_ears_dark_skin_tone_medium_skin_tone=👨🏿‍🐰‍👨🏽 men_with_bunny_ears_light_skin_tone=👯🏻‍♂️
        men_with_bunny_ears_light_skin_tone_dark_skin_tone=👨🏻‍🐰‍👨🏿
        men_with_bunny_ears_light_skin_tone_medium-dark_skin_tone=👨🏻‍🐰‍👨🏾
        men_with_bunny_ears_light_skin_tone_medium-light_skin_tone=👨🏻‍🐰‍👨🏼
        men_with_bunny_ears_light_skin_tone_medium_skin_tone=👨🏻‍🐰‍👨🏽 men_with_bunny_ears_medium-dark_skin_tone=👯🏾‍♂️
        men_with_bunny_ears_medium-dark_skin_tone_dark_skin_tone=👨🏾‍🐰‍👨🏿
        men_with_bunny_ears_medium-dark_skin_tone_light_skin_tone=👨🏾‍🐰‍👨🏻
        men_with_bunny_ears_medium-dark_skin_tone_medium-light_skin_tone=👨🏾‍🐰‍👨🏼
        men_with_bunny_ears_medium-dark_skin_tone_medium_skin_tone=👨🏾‍🐰‍👨🏽
        men_with_bunny_ears_medium-light_skin_tone=👯🏼‍♂️
        men_with_bunny_ears_medium-light_skin_tone_dark_skin_tone=👨🏼‍🐰‍👨🏿
        men_with_bunny_ears_medium-light_skin_tone_light_skin_tone=👨🏼‍🐰‍👨🏻
        men_with_bunny_ears_medium-light_skin_tone_medium-dark_skin_tone=👨🏼‍🐰‍👨🏾
        men_with_bunny_ears_medium-light_skin_tone_medium_skin_tone=👨🏼‍🐰‍👨🏽
        men_with_bunny_ears_medium_skin_tone=👯🏽‍♂️ men_with_bunny_ears_medium_skin_tone_dark_skin_tone=👨🏽‍🐰‍👨🏿
        men_with_bunny_ears_medium_skin_tone_light_skin_tone=👨🏽‍🐰‍👨🏻
        men_with_bunny_ears_medium_skin_tone_medium-dark_skin_tone=👨🏽‍🐰‍👨🏾
        men_with_bunny_ears_medium_skin_tone_medium-light_skin_tone=👨🏽‍🐰‍👨🏼 men_wrestling=🤼‍♂️
        men_wrestling_dark_skin_tone=🤼🏿‍♂️ men_wrestling_dark_skin_tone_light_skin_tone=👨🏿‍🫯‍👨🏻
        men_wrestling_dark_skin_tone_medium-dark_skin_tone=👨🏿‍🫯‍👨🏾
        men_wrestling_dark_skin_tone_medium-light_skin_tone=👨🏿‍🫯‍👨🏼
        men_wrestling_dark_skin_tone_medium_skin_tone=👨🏿‍🫯‍👨🏽 men_wrestling_light_skin_tone=🤼🏻‍♂️
        men_wrestling_light_skin_tone_dark_skin_tone=👨🏻‍🫯‍👨🏿
        men_wrestling_light_skin_tone_medium-dark_skin_tone=👨🏻‍🫯‍👨🏾
        men_wrestling_light_skin_tone_medium-light_skin_tone=👨🏻‍🫯‍👨🏼
        men_wrestling_light_skin_tone_medium_skin_tone=👨🏻‍🫯‍👨🏽 men_wrestling_medium-dark_skin_tone=🤼🏾‍♂️
        men_wrestling_medium-dark_skin_tone_dark_skin_tone=👨🏾‍🫯‍👨🏿
        men_wrestling_medium-dark_skin_tone_light_skin_tone=👨🏾‍🫯‍👨🏻
        men_wrestling_medium-dark_skin_tone_medium-light_skin_tone=👨🏾‍🫯‍👨🏼
        men_wrestling_medium-dark_skin_tone_medium_skin_tone=👨🏾‍🫯‍👨🏽 men_wrestling_medium-light_skin_tone=🤼🏼‍♂️
        men_wrestling_medium-light_skin_tone_dark_skin_tone=👨🏼‍🫯‍👨🏿
        men_wrestling_medium-light_skin_tone_light_skin_tone=👨🏼‍🫯‍👨🏻
        men_wrestling_medium-light_skin_tone_medium-dark_skin_tone=👨🏼‍🫯‍👨🏾
        men_wrestling_medium-light_skin_tone_medium_skin_tone=👨🏼‍🫯‍👨🏽 men_wrestling_medium_skin_tone=🤼🏽‍♂️
        men_wrestling_medium_skin_tone_dark_skin_tone=👨🏽‍🫯‍👨🏿 men_wrestling_medium_skin_tone_light_skin_tone=👨🏽‍🫯‍👨🏻
        men_wrestling_medium_skin_tone_medium-dark_skin_tone=👨🏽‍🫯‍👨🏾
        men_wrestling_medium_skin_tone_medium-light_skin_tone=👨🏽‍🫯‍👨🏼 mending_heart=❤️‍🩹 menorah=🕎
        menorah_with_nine_branches=🕎 mens=🚹 mens_room=🚹 mermaid=🧜‍♀️ mermaid_dark_skin_tone=🧜🏿‍♀️
        mermaid_light_skin_tone=🧜🏻‍♀️ mermaid_medium-dark_skin_tone=🧜🏾‍♀️ mermaid_medium-light_skin_tone=🧜🏼‍♀️
        mermaid_medium_skin_tone=🧜🏽‍♀️ merman=🧜‍♂️ merman_dark_skin_tone=🧜🏿‍♂️ merman_light_skin_tone=🧜🏻‍♂️
        merman_medium-dark_skin_tone=🧜🏾‍♂️ merman_medium-light_skin_tone=🧜🏼‍♂️ merman_medium_skin_tone=🧜🏽‍♂️
        merperson=🧜 merperson_dark_skin_tone=🧜🏿 merperson_light_skin_tone=🧜🏻 merperson_medium-dark_skin_tone=🧜🏾
        merperson_medium-light_skin_tone=🧜🏼 merperson_medium_skin_tone=🧜🏽 metal=🤘 meteor=🪋 metro=🚇 mexico=🇲🇽
        microbe=🦠 micronesia=🇫🇲 microphone=🎤 microscope=🔬 middle_finger=🖕 middle_finger_dark_skin_tone=🖕🏿
        middle_finger_light_skin_tone=🖕🏻 middle_finger_medium-dark_skin_tone=🖕🏾
        middle_finger_medium-light_skin_tone=🖕🏼 middle_finger_medium_skin_tone=🖕🏽 military_helmet=🪖
        military_medal=🎖️ milk_glass=🥛 milky_way=🌌 minibus=🚐 minidisc=💽 minus=➖ mirror=🪞 mirror_ball=🪩 moai=🗿
        mobile_phone=📱 mobile_phone_off=📴 mobile_phone_with_arrow=📲 moldova=🇲🇩 monaco=🇲🇨 monarch_butterfly=🫌
        money-mouth_face=🤑 money_bag=💰 money_mouth_face=🤑 money_with_wings=💸 moneybag=💰 mongolia=🇲🇳 monkey=🐒
        monkey_face=🐵 monocle_face=🧐 monorail=🚝 montenegro=🇲🇪 montserrat=🇲🇸 moon=🌔 moon_cake=🥮
        moon_viewing_ceremony=🎑 moose=🫎 morocco=🇲🇦 mortar_board=🎓 mosque=🕌 mosquito=🦟 motor_boat=🛥️ motor_scooter=🛵
        motorcycle=🏍️ motorized_wheelchair=🦼 motorway=🛣️ mount_fuji=🗻 mountain=⛰️ mountain_bicyclist=🚵
        mountain_biking_man=🚵‍♂ mountain_biking_woman=🚵‍♀ mountain_cableway=🚠 mountain_railway=🚞 mountain_snow=🏔
        mouse=🐭 mouse2=🐁 mouse_face=🐭 mouse_trap=🪤 mouth=👄 movie_camera=🎥 moyai=🗿 mozambique=🇲🇿 mrs_claus=🤶
        multiply=✖️ muscle=💪 mushroom=🍄 musical_keyboard=🎹 musical_note=🎵 musical_notes=🎶 musical_score=🎼 mute=🔇
        muted_speaker=🔇 mx_claus=🧑‍🎄 mx_claus_dark_skin_tone=🧑🏿‍🎄 mx_claus_light_skin_tone=🧑🏻‍🎄
        mx_claus_medium-dark_skin_tone=🧑🏾‍🎄 mx_claus_medium-light_skin_tone=🧑🏼‍🎄 mx_claus_medium_skin_tone=🧑🏽‍🎄
        myanmar=🇲🇲 nail_care=💅 nail_polish=💅 nail_polish_dark_skin_tone=💅🏿 nail_polish_light_skin_tone=💅🏻
        nail_polish_medium-dark_skin_tone=💅🏾 nail_polish_medium-light_skin_tone=💅🏼 nail_polish_medium_skin_tone=💅🏽
        name_badge=📛 namibia=🇳🇦 national_park=🏞️ nauru=🇳🇷 nauseated_face=🤢 nazar_amulet=🧿 necktie=👔
        negative_squared_cross_mark=❎ nepal=🇳🇵 nerd_face=🤓 nest_with_eggs=🪺 nesting_dolls=🪆 net_with_handle=🪍
        netherlands=🇳🇱 neutral_face=😐 new=🆕 new_button=🆕 new_caledonia=🇳🇨 new_moon=🌑 new_moon_face=🌚
        new_moon_with_face=🌚 new_zealand=🇳🇿 newspaper=📰 newspaper_roll=🗞 next_track_button=⏭️ ng=🆖 ng_button=🆖
        ng_man=🙅‍♂ ng_woman=🙅‍♀ nicaragua=🇳🇮 niger=🇳🇪 nigeria=🇳🇬 night_with_stars=🌃 nine=9⃣ nine-thirty=🕤
        nine_oclock=🕘 nine_thirty=🕤 ninja=🥷 ninja_dark_skin_tone=🥷🏿 ninja_light_skin_tone=🥷🏻
        ninja_medium-dark_skin_tone=🥷🏾 ninja_medium-light_skin_tone=🥷🏼 ninja_medium_skin_tone=🥷🏽 niue=🇳🇺 no_bell=🔕
        no_bicycles=🚳 no_entry=⛔ no_entry_sign=🚫 no_good=🙅 no_good_man=🙅‍♂ no_good_woman=🙅‍♀ no_littering=🚯
        no_mobile_phones=📵 no_mouth=😶 no_one_under_eighteen=🔞 no_pedestrians=🚷 no_smoking=🚭 non-potable_water=🚱
        non_potable_water=🚱 norfolk_island=🇳🇫 north_korea=🇰🇵 north_macedonia=🇲🇰 northern_mariana_islands=🇲🇵
        norway=🇳🇴 nose=👃 nose_dark_skin_tone=👃🏿 nose_light_skin_tone=👃🏻 nose_medium-dark_skin_tone=👃🏾
        nose_medium-light_skin_tone=👃🏼 nose_medium_skin_tone=👃🏽 notebook=📓 notebook_with_decorative_cover=📔 notes=🎶
        nut_and_bolt=🔩 o=⭕ o2=🅾 o_button_blood_type=🅾 ocean=🌊 octopus=🐙 oden=🍢 office=🏢 office_building=🏢
        office_worker=🧑‍💼 office_worker_dark_skin_tone=🧑🏿‍💼 office_worker_light_skin_tone=🧑🏻‍💼
        office_worker_medium-dark_skin_tone=🧑🏾‍💼 office_worker_medium-light_skin_tone=🧑🏼‍💼
        office_worker_medium_skin_tone=🧑🏽‍💼 ogre=👹 oil_drum=🛢️ ok=🆗 ok_button=🆗 ok_hand=👌 ok_hand_dark_skin_tone=👌🏿
        ok_hand_light_skin_tone=👌🏻 ok_hand_medium-dark_skin_tone=👌🏾 ok_hand_medium-light_skin_tone=👌🏼
        ok_hand_medium_skin_tone=👌🏽 ok_man=🙆‍♂ ok_person=🙆 ok_woman=🙆‍♀ old_key=🗝️ old_man=👴
        old_man_dark_skin_tone=👴🏿 old_man_light_skin_tone=👴🏻 old_man_medium-dark_skin_tone=👴🏾
        old_man_medium-light_skin_tone=👴🏼 old_man_medium_skin_tone=👴🏽 old_woman=👵 old_woman_dark_skin_tone=👵🏿
        old_woman_light_skin_tone=👵🏻 old_woman_medium-dark_skin_tone=👵🏾 old_woman_medium-light_skin_tone=👵🏼
        old_woman_medium_skin_tone=👵🏽 older_adult=🧓 older_man=👴 older_person=🧓 older_person_dark_skin_tone=🧓🏿
        older_person_light_skin_tone=🧓🏻 older_person_medium-dark_skin_tone=🧓🏾 older_person_medium-light_skin_tone=🧓🏼
        older_person_medium_skin_tone=🧓🏽 older_woman=👵 olive=🫒 om=🕉️ om_symbol=🕉 oman=🇴🇲 on=🔛 on_arrow=🔛
        oncoming_automobile=🚘 oncoming_bus=🚍 oncoming_fist=👊 oncoming_fist_dark_skin_tone=👊🏿
        oncoming_fist_light_skin_tone=👊🏻 oncoming_fist_medium-dark_skin_tone=👊🏾
        oncoming_fist_medium-light_skin_tone=👊🏼 oncoming_fist_medium_skin_tone=👊🏽 oncoming_police_car=🚔
        oncoming_taxi=🚖 one=1⃣ one-piece_swimsuit=🩱 one-thirty=🕜 one_oclock=🕐 one_piece_swimsuit=🩱 one_thirty=🕜
        onion=🧅 open_book=📖 open_file_folder=📂 open_hands=👐 open_hands_dark_skin_tone=👐🏿
        open_hands_light_skin_tone=👐🏻 open_hands_medium-dark_skin_tone=👐🏾 open_hands_medium-light_skin_tone=👐🏼
        open_hands_medium_skin_tone=👐🏽 open_mailbox_with_lowered_flag=📭 open_mailbox_with_raised_flag=📬 open_mouth=😮
        open_umbrella=☂ ophiuchus=⛎ optical_disk=💿 orange=🍊 orange_book=📙 orange_circle=🟠 orange_heart=🧡
        orange_square=🟧 orangutan=🦧 orca=🫍 orthodox_cross=☦️ otter=🦦 outbox_tray=📤 owl=🦉 ox=🐂 oyster=🦪 p_button=🅿
        package=📦 page_facing_up=📄 page_with_curl=📃 pager=📟 paintbrush=🖌️ pakistan=🇵🇰 palau=🇵🇼
        palestinian_territories=🇵🇸 palm_down_hand=🫳 palm_down_hand_dark_skin_tone=🫳🏿
        palm_down_hand_light_skin_tone=🫳🏻 palm_down_hand_medium-dark_skin_tone=🫳🏾
        palm_down_hand_medium-light_skin_tone=🫳🏼 palm_down_hand_medium_skin_tone=🫳🏽 palm_tree=🌴 palm_up_hand=🫴
        palm_up_hand_dark_skin_tone=🫴🏿 palm_up_hand_light_skin_tone=🫴🏻 palm_up_hand_medium-dark_skin_tone=🫴🏾
        palm_up_hand_medium-light_skin_tone=🫴🏼 palm_up_hand_medium_skin_tone=🫴🏽 palms_up_together=🤲
        palms_up_together_dark_skin_tone=🤲🏿 palms_up_together_light_skin_tone=🤲🏻
        palms_up_together_medium-dark_skin_tone=🤲🏾 palms_up_together_medium-light_skin_tone=🤲🏼
        palms_up_together_medium_skin_tone=🤲🏽 panama=🇵🇦 pancakes=🥞 panda=🐼 panda_face=🐼 paperclip=📎 paperclips=🖇
        papua_new_guinea=🇵🇬 parachute=🪂 paraguay=🇵🇾 parasol_on_ground=⛱ parking=🅿 parrot=🦜 part_alternation_mark=〽️
        partly_sunny=⛅ party_popper=🎉 partying_face=🥳 passenger_ship=🛳️ passport_control=🛂 pause_button=⏸️
        paw_prints=🐾 pea_pod=🫛 peace_symbol=☮️ peach=🍑 peacock=🦚 peanuts=🥜 pear=🍐 pen=🖊️ pencil=📝 pencil2=✏
        penguin=🐧 pensive=😔 pensive_face=😔 people_holding_hands=🧑‍🤝‍🧑 people_holding_hands_dark_skin_tone=🧑🏿‍🤝‍🧑🏿
        people_holding_hands_dark_skin_tone_light_skin_tone=🧑🏿‍🤝‍🧑🏻
        people_holding_hands_dark_skin_tone_medium-dark_skin_tone=🧑🏿‍🤝‍🧑🏾
        people_holding_hands_dark_skin_tone_medium-light_skin_tone=🧑🏿‍🤝‍🧑🏼
        people_holding_hands_dark_skin_tone_medium_skin_tone=🧑🏿‍🤝‍🧑🏽 people_holding_hands_light_skin_tone=🧑🏻‍🤝‍🧑🏻
        people_holding_hands_light_skin_tone_dark_skin_tone=🧑🏻‍🤝‍🧑🏿
        people_holding_hands_light_skin_tone_medium-dark_skin_tone=🧑🏻‍🤝‍🧑🏾
        people_holding_hands_light_skin_tone_medium-light_skin_tone=🧑🏻‍🤝‍🧑🏼
        people_holding_hands_light_skin_tone_medium_skin_tone=🧑🏻‍🤝‍🧑🏽
        people_holding_hands_medium-dark_skin_tone=🧑🏾‍🤝‍🧑🏾
        people_holding_hands_medium-dark_skin_tone_dark_skin_tone=🧑🏾‍🤝‍🧑🏿
        people_holding_hands_medium-dark_skin_tone_light_skin_tone=🧑🏾‍🤝‍🧑🏻
        people_holding_hands_medium-dark_skin_tone_medium-light_skin_tone=🧑🏾‍🤝‍🧑🏼
        people_holding_hands_medium-dark_skin_tone_medium_skin_tone=🧑🏾‍🤝‍🧑🏽
        people_holding_hands_medium-light_skin_tone=🧑🏼‍🤝‍🧑🏼
        people_holding_hands_medium-light_skin_tone_dark_skin_tone=🧑🏼‍🤝‍🧑🏿
        people_holding_hands_medium-light_skin_tone_light_skin_tone=🧑🏼‍🤝‍🧑🏻
        people_holding_hands_medium-light_skin_tone_medium-dark_skin_tone=🧑🏼‍🤝‍🧑🏾
        people_holding_hands_medium-light_skin_tone_medium_skin_tone=🧑🏼‍🤝‍🧑🏽
        people_holding_hands_medium_skin_tone=🧑🏽‍🤝‍🧑🏽 people_holding_hands_medium_skin_tone_dark_skin_tone=🧑🏽‍🤝‍🧑🏿
        people_holding_hands_medium_skin_tone_light_skin_tone=🧑🏽‍🤝‍🧑🏻
        people_holding_hands_medium_skin_tone_medium-dark_skin_tone=🧑🏽‍🤝‍🧑🏾
        people_holding_hands_medium_skin_tone_medium-light_skin_tone=🧑🏽‍🤝‍🧑🏼 people_hugging=🫂
        people_with_bunny_ears=👯 people_with_bunny_ears_dark_skin_tone=👯🏿
        people_with_bunny_ears_dark_skin_tone_light_skin_tone=🧑🏿‍🐰‍🧑🏻
        people_with_bunny_ears_dark_skin_tone_medium-dark_skin_tone=🧑🏿‍🐰‍🧑🏾
        people_with_bunny_ears_dark_skin_tone_medium-light_skin_tone=🧑🏿‍🐰‍🧑🏼
        people_with_bunny_ears_dark_skin_tone_medium_skin_tone=🧑🏿‍🐰‍🧑🏽 people_with_bunny_ears_light_skin_tone=👯🏻
        people_with_bunny_ears_light_skin_tone_dark_skin_tone=🧑🏻‍🐰‍🧑🏿
        people_with_bunny_ears_light_skin_tone_medium-dark_skin_tone=🧑🏻‍🐰‍🧑🏾
        people_with_bunny_ears_light_skin_tone_medium-light_skin_tone=🧑🏻‍🐰‍🧑🏼
        people_with_bunny_ears_light_skin_tone_medium_skin_tone=🧑🏻‍🐰‍🧑🏽
        people_with_bunny_ears_medium-dark_skin_tone=👯🏾
        people_with_bunny_ears_medium-dark_skin_tone_dark_skin_tone=🧑🏾‍🐰‍🧑🏿
        people_with_bunny_ears_medium-dark_skin_tone_light_skin_tone=🧑🏾‍🐰‍🧑🏻
        people_with_bunny_ears_medium-dark_skin_tone_medium-light_skin_tone=🧑🏾‍🐰‍🧑🏼
        people_with_bunny_ears_medium-dark_skin_tone_medium_skin_tone=🧑🏾‍🐰‍🧑🏽
        people_with_bunny_ears_medium-light_skin_tone=👯🏼
        people_with_bunny_ears_medium-light_skin_tone_dark_skin_tone=🧑🏼‍🐰‍🧑🏿
        people_with_bunny_ears_medium-light_skin_tone_light_skin_tone=🧑🏼‍🐰‍🧑🏻
        people_with_bunny_ears_medium-light_skin_tone_medium-dark_skin_tone=🧑🏼‍🐰‍🧑🏾
        people_with_bunny_ears_medium-light_skin_tone_medium_skin_tone=🧑🏼‍🐰‍🧑🏽
        people_with_bunny_ears_medium_skin_tone=👯🏽 people_with_bunny_ears_medium_skin_tone_dark_skin_tone=🧑🏽‍🐰‍🧑🏿
        people_with_bunny_ears_medium_skin_tone_light_skin_tone=🧑🏽‍🐰‍🧑🏻
        people_with_bunny_ears_medium_skin_tone_medium-dark_skin_tone=🧑🏽‍🐰‍🧑🏾
        people_with_bunny_ears_medium_skin_tone_medium-light_skin_tone=🧑🏽‍🐰‍🧑🏼 people_wrestling=🤼
        people_wrestling_dark_skin_tone=🤼🏿 people_wrestling_dark_skin_tone_light_skin_tone=🧑🏿‍🫯‍🧑🏻
        people_wrestling_dark_skin_tone_medium-dark_skin_tone=🧑🏿‍🫯‍🧑🏾
        people_wrestling_dark_skin_tone_medium-light_skin_tone=🧑🏿‍🫯‍🧑🏼
        people_wrestling_dark_skin_tone_medium_skin_tone=🧑🏿‍🫯‍🧑🏽 people_wrestling_light_skin_tone=🤼🏻
        people_wrestling_light_skin_tone_dark_skin_tone=🧑🏻‍🫯‍🧑🏿
        people_wrestling_light_skin_tone_medium-dark_skin_tone=🧑🏻‍🫯‍🧑🏾
        people_wrestling_light_skin_tone_medium-light_skin_tone=🧑🏻‍🫯‍🧑🏼
        people_wrestling_light_skin_tone_medium_skin_tone=🧑🏻‍🫯‍🧑🏽 people_wrestling_medium-dark_skin_tone=🤼🏾
        people_wrestling_medium-dark_skin_tone_dark_skin_tone=🧑🏾‍🫯‍🧑🏿
        people_wrestling_medium-dark_skin_tone_light_skin_tone=🧑🏾‍🫯‍🧑🏻
        people_wrestling_medium-dark_skin_tone_medium-light_skin_tone=🧑🏾‍🫯‍🧑🏼
        people_wrestling_medium-dark_skin_tone_medium_skin_tone=🧑🏾‍🫯‍🧑🏽 people_wrestling_medium-light_skin_tone=🤼🏼
        people_wrestling_medium-light_skin_tone_dark_skin_tone=🧑🏼‍🫯‍🧑🏿
        people_wrestling_medium-light_skin_tone_light_skin_tone=🧑🏼‍🫯‍🧑🏻
        people_wrestling_medium-light_skin_tone_medium-dark_skin_tone=🧑🏼‍🫯‍🧑🏾
        people_wrestling_medium-light_skin_tone_medium_skin_tone=🧑🏼‍🫯‍🧑🏽 people_wrestling_medium_skin_tone=🤼🏽
        people_wrestling_medium_skin_tone_dark_skin_tone=🧑🏽‍🫯‍🧑🏿
        people_wrestling_medium_skin_tone_light_skin_tone=🧑🏽‍🫯‍🧑🏻
        people_wrestling_medium_skin_tone_medium-dark_skin_tone=🧑🏽‍🫯‍🧑🏾
        people_wrestling_medium_skin_tone_medium-light_skin_tone=🧑🏽‍🫯‍🧑🏼 performing_arts=🎭 persevere=😣
        persevering_face=😣 person=🧑 person_bald=🧑‍🦲 person_beard=🧔 person_biking=🚴 person_biking_dark_skin_tone=🚴🏿
        person_biking_light_skin_tone=🚴🏻 person_biking_medium-dark_skin_tone=🚴🏾
        person_biking_medium-light_skin_tone=🚴🏼 person_biking_medium_skin_tone=🚴🏽 person_blond_hair=👱
        person_bouncing_ball=⛹️ person_bouncing_ball_dark_skin_tone=⛹🏿 person_bouncing_ball_light_skin_tone=⛹🏻
        person_bouncing_ball_medium-dark_skin_tone=⛹🏾 person_bouncing_ball_medium-light_skin_tone=⛹🏼
        person_bouncing_ball_medium_skin_tone=⛹🏽 person_bowing=🙇 person_bowing_dark_skin_tone=🙇🏿
        person_bowing_light_skin_tone=🙇🏻 person_bowing_medium-dark_skin_tone=🙇🏾
        person_bowing_medium-light_skin_tone=🙇🏼 person_bowing_medium_skin_tone=🙇🏽 person_cartwheeling=🤸
        person_cartwheeling_dark_skin_tone=🤸🏿 person_cartwheeling_light_skin_tone=🤸🏻
        person_cartwheeling_medium-dark_skin_tone=🤸🏾 person_cartwheeling_medium-light_skin_tone=🤸🏼
        person_cartwheeling_medium_skin_tone=🤸🏽 person_climbing=🧗 person_climbing_dark_skin_tone=🧗🏿
        person_climbing_light_skin_tone=🧗🏻 person_climbing_medium-dark_skin_tone=🧗🏾
        person_climbing_medium-light_skin_tone=🧗🏼 person_climbing_medium_skin_tone=🧗🏽 person_curly_hair=🧑‍🦱
        person_dark_skin_tone=🧑🏿 person_dark_skin_tone_bald=🧑🏿‍🦲 person_dark_skin_tone_beard=🧔🏿
        person_dark_skin_tone_blond_hair=👱🏿 person_dark_skin_tone_curly_hair=🧑🏿‍🦱
        person_dark_skin_tone_red_hair=🧑🏿‍🦰 person_dark_skin_tone_white_hair=🧑🏿‍🦳 person_facepalming=🤦
        person_facepalming_dark_skin_tone=🤦🏿 person_facepalming_light_skin_tone=🤦🏻
        person_facepalming_medium-dark_skin_tone=🤦🏾 person_facepalming_medium-light_skin_tone=🤦🏼
        person_facepalming_medium_skin_tone=🤦🏽 person_feeding_baby=🧑‍🍼 person_feeding_baby_dark_skin_tone=🧑🏿‍🍼
        person_feeding_baby_light_skin_tone=🧑🏻‍🍼 person_feeding_baby_medium-dark_skin_tone=🧑🏾‍🍼
        person_feeding_baby_medium-light_skin_tone=🧑🏼‍🍼 person_feeding_baby_medium_skin_tone=🧑🏽‍🍼 person_fencing=🤺
        person_frowning=🙍 person_frowning_dark_skin_tone=🙍🏿 person_frowning_light_skin_tone=🙍🏻
        person_frowning_medium-dark_skin_tone=🙍🏾 person_frowning_medium-light_skin_tone=🙍🏼
        person_frowning_medium_skin_tone=🙍🏽 person_gesturing_no=🙅 person_gesturing_no_dark_skin_tone=🙅🏿
        person_gesturing_no_light_skin_tone=🙅🏻 person_gesturing_no_medium-dark_skin_tone=🙅🏾
        person_gesturing_no_medium-light_skin_tone=🙅🏼 person_gesturing_no_medium_skin_tone=🙅🏽 person_gesturing_ok=🙆
        person_gesturing_ok_dark_skin_tone=🙆🏿 person_gesturing_ok_light_skin_tone=🙆🏻
        person_gesturing_ok_medium-dark_skin_tone=🙆🏾 person_gesturing_ok_medium-light_skin_tone=🙆🏼
        person_gesturing_ok_medium_skin_tone=🙆🏽 person_getting_haircut=💇 person_getting_haircut_dark_skin_tone=💇🏿
        person_getting_haircut_light_skin_tone=💇🏻 person_getting_haircut_medium-dark_skin_tone=💇🏾
        person_getting_haircut_medium-light_skin_tone=💇🏼 person_getting_haircut_medium_skin_tone=💇🏽
        person_getting_massage=💆 person_getting_massage_dark_skin_tone=💆🏿 person_getting_massage_light_skin_tone=💆🏻
        person_getting_massage_medium-dark_skin_tone=💆🏾 person_getting_massage_medium-light_skin_tone=💆🏼
        person_getting_massage_medium_skin_tone=💆🏽 person_golfing=🏌️ person_golfing_dark_skin_tone=🏌🏿
        person_golfing_light_skin_tone=🏌🏻 person_golfing_medium-dark_skin_tone=🏌🏾
        person_golfing_medium-light_skin_tone=🏌🏼 person_golfing_medium_skin_tone=🏌🏽 person_in_bed=🛌
        person_in_bed_dark_skin_tone=🛌🏿 person_in_bed_light_skin_tone=🛌🏻 person_in_bed_medium-dark_skin_tone=🛌🏾
        person_in_bed_medium-light_skin_tone=🛌🏼 person_in_bed_medium_skin_tone=🛌🏽 person_in_lotus_position=🧘
        person_in_lotus_position_dark_skin_tone=🧘🏿 person_in_lotus_position_light_skin_tone=🧘🏻
        person_in_lotus_position_medium-dark_skin_tone=🧘🏾 person_in_lotus_position_medium-light_skin_tone=🧘🏼
        person_in_lotus_position_medium_skin_tone=🧘🏽 person_in_manual_wheelchair=🧑‍🦽
        person_in_manual_wheelchair_dark_skin_tone=🧑🏿‍🦽 person_in_manual_wheelchair_facing_right=🧑‍🦽‍➡️
        person_in_manual_wheelchair_facing_right_dark_skin_tone=🧑🏿‍🦽‍➡️
        person_in_manual_wheelchair_facing_right_light_skin_tone=🧑🏻‍🦽‍➡️
        person_in_manual_wheelchair_facing_right_medium-dark_skin_tone=🧑🏾‍🦽‍➡️
        person_in_manual_wheelchair_facing_right_medium-light_skin_tone=🧑🏼‍🦽‍➡️
        person_in_manual_wheelchair_facing_right_medium_skin_tone=🧑🏽‍🦽‍➡️
        person_in_manual_wheelchair_light_skin_tone=🧑🏻‍🦽 person_in_manual_wheelchair_medium-dark_skin_tone=🧑🏾‍🦽
        person_in_manual_wheelchair_medium-light_skin_tone=🧑🏼‍🦽 person_in_manual_wheelchair_medium_skin_tone=🧑🏽‍🦽
        person_in_motorized_wheelchair=🧑‍🦼 person_in_motorized_wheelchair_dark_skin_tone=🧑🏿‍🦼
        person_in_motorized_wheelchair_facing_right=🧑‍🦼‍➡️
        person_in_motorized_wheelchair_facing_right_dark_skin_tone=🧑🏿‍🦼‍➡️
        person_in_motorized_wheelchair_facing_right_light_skin_tone=🧑🏻‍🦼‍➡️
        person_in_motorized_wheelchair_facing_right_medium-dark_skin_tone=🧑🏾‍🦼‍➡️
        person_in_motorized_wheelchair_facing_right_medium-light_skin_tone=🧑🏼‍🦼‍➡️
        person_in_motorized_wheelchair_facing_right_medium_skin_tone=🧑🏽‍🦼‍➡️
        person_in_motorized_wheelchair_light_skin_tone=🧑🏻‍🦼
        person_in_motorized_wheelchair_medium-dark_skin_tone=🧑🏾‍🦼
        person_in_motorized_wheelchair_medium-light_skin_tone=🧑🏼‍🦼
        person_in_motorized_wheelchair_medium_skin_tone=🧑🏽‍🦼 person_in_steamy_room=🧖
        person_in_steamy_room_dark_skin_tone=🧖🏿 person_in_steamy_room_light_skin_tone=🧖🏻
        person_in_steamy_room_medium-dark_skin_tone=🧖🏾 person_in_steamy_room_medium-light_skin_tone=🧖🏼
        person_in_steamy_room_medium_skin_tone=🧖🏽 person_in_suit_levitating=🕴️
        person_in_suit_levitating_dark_skin_tone=🕴🏿 person_in_suit_levitating_light_skin_tone=🕴🏻
        person_in_suit_levitating_medium-dark_skin_tone=🕴🏾 person_in_suit_levitating_medium-light_skin_tone=🕴🏼
        person_in_suit_levitating_medium_skin_tone=🕴🏽 person_in_tuxedo=🤵 person_in_tuxedo_dark_skin_tone=🤵🏿
        person_in_tuxedo_light_skin_tone=🤵🏻 person_in_tuxedo_medium-dark_skin_tone=🤵🏾
        person_in_tuxedo_medium-light_skin_tone=🤵🏼 person_in_tuxedo_medium_skin_tone=🤵🏽 person_juggling=🤹
        person_juggling_dark_skin_tone=🤹🏿 person_juggling_light_skin_tone=🤹🏻
        person_juggling_medium-dark_skin_tone=🤹🏾 person_juggling_medium-light_skin_tone=🤹🏼
        person_juggling_medium_skin_tone=🤹🏽 person_kneeling=🧎 person_kneeling_dark_skin_tone=🧎🏿
        person_kneeling_facing_right=🧎‍➡️ person_kneeling_facing_right_dark_skin_tone=🧎🏿‍➡️
        person_kneeling_facing_right_light_skin_tone=🧎🏻‍➡️ person_kneeling_facing_right_medium-dark_skin_tone=🧎🏾‍➡️
        person_kneeling_facing_right_medium-light_skin_tone=🧎🏼‍➡️
        person_kneeling_facing_right_medium_skin_tone=🧎🏽‍➡️ person_kneeling_light_skin_tone=🧎🏻
        person_kneeling_medium-dark_skin_tone=🧎🏾 person_kneeling_medium-light_skin_tone=🧎🏼
        person_kneeling_medium_skin_tone=🧎🏽 person_lifting_weights=🏋️ person_lifting_weights_dark_skin_tone=🏋🏿
        person_lifting_weights_light_skin_tone=🏋🏻 person_lifting_weights_medium-dark_skin_tone=🏋🏾
        person_lifting_weights_medium-light_skin_tone=🏋🏼 person_lifting_weights_medium_skin_tone=🏋🏽
        person_light_skin_tone=🧑🏻 person_light_skin_tone_bald=🧑🏻‍🦲 person_light_skin_tone_beard=🧔🏻
        person_light_skin_tone_blond_hair=👱🏻 person_light_skin_tone_curly_hair=🧑🏻‍🦱
        person_light_skin_tone_red_hair=🧑🏻‍🦰 person_light_skin_tone_white_hair=🧑🏻‍🦳 person_medium-dark_skin_tone=🧑🏾
        person_medium-dark_skin_tone_bald=🧑🏾‍🦲 person_medium-dark_skin_tone_beard=🧔🏾
        person_medium-dark_skin_tone_blond_hair=👱🏾 person_medium-dark_skin_tone_curly_hair=🧑🏾‍🦱
        person_medium-dark_skin_tone_red_hair=🧑🏾‍🦰 person_medium-dark_skin_tone_white_hair=🧑🏾‍🦳
        person_medium-light_skin_tone=🧑🏼 person_medium-light_skin_tone_bald=🧑🏼‍🦲
        person_medium-light_skin_tone_beard=🧔🏼 person_medium-light_skin_tone_blond_hair=👱🏼
        person_medium-light_skin_tone_curly_hair=🧑🏼‍🦱 person_medium-light_skin_tone_red_hair=🧑🏼‍🦰
        person_medium-light_skin_tone_white_hair=🧑🏼‍🦳 person_medium_skin_tone=🧑🏽 person_medium_skin_tone_bald=🧑🏽‍🦲
        person_medium_skin_tone_beard=🧔🏽 person_medium_skin_tone_blond_hair=👱🏽
        person_medium_skin_tone_curly_hair=🧑🏽‍🦱 person_medium_skin_tone_red_hair=🧑🏽‍🦰
        person_medium_skin_tone_white_hair=🧑🏽‍🦳 person_mountain_biking=🚵 person_mountain_biking_dark_skin_tone=🚵🏿
        person_mountain_biking_light_skin_tone=🚵🏻 person_mountain_biking_medium-dark_skin_tone=🚵🏾
        person_mountain_biking_medium-light_skin_tone=🚵🏼 person_mountain_biking_medium_skin_tone=🚵🏽
        person_playing_handball=🤾 person_playing_handball_dark_skin_tone=🤾🏿
        person_playing_handball_light_skin_tone=🤾🏻 person_playing_handball_medium-dark_skin_tone=🤾🏾
        person_playing_handball_medium-light_skin_tone=🤾🏼 person_playing_handball_medium_skin_tone=🤾🏽
        person_playing_water_polo=🤽 person_playing_water_polo_dark_skin_tone=🤽🏿
        person_playing_water_polo_light_skin_tone=🤽🏻 person_playing_water_polo_medium-dark_skin_tone=🤽🏾
        person_playing_water_polo_medium-light_skin_tone=🤽🏼 person_playing_water_polo_medium_skin_tone=🤽🏽
        person_pouting=🙎 person_pouting_dark_skin_tone=🙎🏿 person_pouting_light_skin_tone=🙎🏻
        person_pouting_medium-dark_skin_tone=🙎🏾 person_pouting_medium-light_skin_tone=🙎🏼
        person_pouting_medium_skin_tone=🙎🏽 person_raising_hand=🙋 person_raising_hand_dark_skin_tone=🙋🏿
        person_raising_hand_light_skin_tone=🙋🏻 person_raising_hand_medium-dark_skin_tone=🙋🏾
        person_raising_hand_medium-light_skin_tone=🙋🏼 person_raising_hand_medium_skin_tone=🙋🏽 person_red_hair=🧑‍🦰
        person_rowing_boat=🚣 person_rowing_boat_dark_skin_tone=🚣🏿 person_rowing_boat_light_skin_tone=🚣🏻
        person_rowing_boat_medium-dark_skin_tone=🚣🏾 person_rowing_boat_medium-light_skin_tone=🚣🏼
        person_rowing_boat_medium_skin_tone=🚣🏽 person_running=🏃 person_running_dark_skin_tone=🏃🏿
        person_running_facing_right=🏃‍➡️ person_running_facing_right_dark_skin_tone=🏃🏿‍➡️
        person_running_facing_right_light_skin_tone=🏃🏻‍➡️ person_running_facing_right_medium-dark_skin_tone=🏃🏾‍➡️
        person_running_facing_right_medium-light_skin_tone=🏃🏼‍➡️ person_running_facing_right_medium_skin_tone=🏃🏽‍➡️
        person_running_light_skin_tone=🏃🏻 person_running_medium-dark_skin_tone=🏃🏾
        person_running_medium-light_skin_tone=🏃🏼 person_running_medium_skin_tone=🏃🏽 person_shrugging=🤷
        person_shrugging_dark_skin_tone=🤷🏿 person_shrugging_light_skin_tone=🤷🏻
        person_shrugging_medium-dark_skin_tone=🤷🏾 person_shrugging_medium-light_skin_tone=🤷🏼
        person_shrugging_medium_skin_tone=🤷🏽 person_standing=🧍 person_standing_dark_skin_tone=🧍🏿
        person_standing_light_skin_tone=🧍🏻 person_standing_medium-dark_skin_tone=🧍🏾
        person_standing_medium-light_skin_tone=🧍🏼 person_standing_medium_skin_tone=🧍🏽 person_surfing=🏄
        person_surfing_dark_skin_tone=🏄🏿 person_surfing_light_skin_tone=🏄🏻 person_surfing_medium-dark_skin_tone=🏄🏾
        person_surfing_medium-light_skin_tone=🏄🏼 person_surfing_medium_skin_tone=🏄🏽 person_swimming=🏊
        person_swimming_dark_skin_tone=🏊🏿 person_swimming_light_skin_tone=🏊🏻
        person_swimming_medium-dark_skin_tone=🏊🏾 person_swimming_medium-light_skin_tone=🏊🏼
        person_swimming_medium_skin_tone=🏊🏽 person_taking_bath=🛀 person_taking_bath_dark_skin_tone=🛀🏿
        person_taking_bath_light_skin_tone=🛀🏻 person_taking_bath_medium-dark_skin_tone=🛀🏾
        person_taking_bath_medium-light_skin_tone=🛀🏼 person_taking_bath_medium_skin_tone=🛀🏽 person_tipping_hand=💁
        person_tipping_hand_dark_skin_tone=💁🏿 person_tipping_hand_light_skin_tone=💁🏻
        person_tipping_hand_medium-dark_skin_tone=💁🏾 person_tipping_hand_medium-light_skin_tone=💁🏼
        person_tipping_hand_medium_skin_tone=💁🏽 person_walking=🚶 person_walking_dark_skin_tone=🚶🏿
        person_walking_facing_right=🚶‍➡️ person_walking_facing_right_dark_skin_tone=🚶🏿‍➡️
        person_walking_facing_right_light_skin_tone=🚶🏻‍➡️ person_walking_facing_right_medium-dark_skin_tone=🚶🏾‍➡️
        person_walking_facing_right_medium-light_skin_tone=🚶🏼‍➡️ person_walking_facing_right_medium_skin_tone=🚶🏽‍➡️
        person_walking_light_skin_tone=🚶🏻 person_walking_medium-dark_skin_tone=🚶🏾
        person_walking_medium-light_skin_tone=🚶🏼 person_walking_medium_skin_tone=🚶🏽 person_wearing_turban=👳
        person_wearing_turban_dark_skin_tone=👳🏿 person_wearing_turban_light_skin_tone=👳🏻
        person_wearing_turban_medium-dark_skin_tone=👳🏾 person_wearing_turban_medium-light_skin_tone=👳🏼
        person_wearing_turban_medium_skin_tone=👳🏽 person_white_hair=🧑‍🦳 person_with_ball=⛹ person_with_blond_hair=👱
        person_with_crown=🫅 person_with_crown_dark_skin_tone=🫅🏿 person_with_crown_light_skin_tone=🫅🏻
        person_with_crown_medium-dark_skin_tone=🫅🏾 person_with_crown_medium-light_skin_tone=🫅🏼
        person_with_crown_medium_skin_tone=🫅🏽 person_with_pouting_face=🙎 person_with_probing_cane=🧑‍🦯
        person_with_skullcap=👲 person_with_skullcap_dark_skin_tone=👲🏿 person_with_skullcap_light_skin_tone=👲🏻
        person_with_skullcap_medium-dark_skin_tone=👲🏾 person_with_skullcap_medium-light_skin_tone=👲🏼
        person_with_skullcap_medium_skin_tone=👲🏽 person_with_turban=👳 person_with_veil=👰
        person_with_veil_dark_skin_tone=👰🏿 person_with_veil_light_skin_tone=👰🏻
        person_with_veil_medium-dark_skin_tone=👰🏾 person_with_veil_medium-light_skin_tone=👰🏼
        person_with_veil_medium_skin_tone=👰🏽 person_with_white_cane=🧑‍🦯 person_with_white_cane_dark_skin_tone=🧑🏿‍🦯
        person_with_white_cane_facing_right=🧑‍🦯‍➡️ person_with_white_cane_facing_right_dark_skin_tone=🧑🏿‍🦯‍➡️
        person_with_white_cane_facing_right_light_skin_tone=🧑🏻‍🦯‍➡️
        person_with_white_cane_facing_right_medium-dark_skin_tone=🧑🏾‍🦯‍➡️
        person_with_white_cane_facing_right_medium-light_skin_tone=🧑🏼‍🦯‍➡️
        person_with_white_cane_facing_right_medium_skin_tone=🧑🏽‍🦯‍➡️ person_with_white_cane_light_skin_tone=🧑🏻‍🦯
        person_with_white_cane_medium-dark_skin_tone=🧑🏾‍🦯 person_with_white_cane_medium-light_skin_tone=🧑🏼‍🦯
        person_with_white_cane_medium_skin_tone=🧑🏽‍🦯 peru=🇵🇪 petri_dish=🧫 philippines=🇵🇭 phoenix=🐦‍🔥 phone=☎ pick=⛏️
        pickle=🫝 pickup_truck=🛻 pie=🥧 pig=🐷 pig2=🐖 pig_face=🐷 pig_nose=🐽 pile_of_poo=💩 pill=💊 pilot=🧑‍✈️
        pilot_dark_skin_tone=🧑🏿‍✈️ pilot_light_skin_tone=🧑🏻‍✈️ pilot_medium-dark_skin_tone=🧑🏾‍✈️
        pilot_medium-light_skin_tone=🧑🏼‍✈️ pilot_medium_skin_tone=🧑🏽‍✈️ pinata=🪅 pinched_fingers=🤌
        pinched_fingers_dark_skin_tone=🤌🏿 pinched_fingers_light_skin_tone=🤌🏻
        pinched_fingers_medium-dark_skin_tone=🤌🏾 pinched_fingers_medium-light_skin_tone=🤌🏼
        pinched_fingers_medium_skin_tone=🤌🏽 pinching_hand=🤏 pinching_hand_dark_skin_tone=🤏🏿
        pinching_hand_light_skin_tone=🤏🏻 pinching_hand_medium-dark_skin_tone=🤏🏾
        pinching_hand_medium-light_skin_tone=🤏🏼 pinching_hand_medium_skin_tone=🤏🏽 pine_decoration=🎍 pineapple=🍍
        ping_pong=🏓 pink_heart=🩷 pirate_flag=🏴‍☠️ pisces=♓ pitcairn_islands=🇵🇳 pizza=🍕 placard=🪧 place_of_worship=🛐
        plate_with_cutlery=🍽 play_button=▶️ play_or_pause_button=⏯️ playground_slide=🛝 pleading_face=🥺 plunger=🪠
        plus=➕ point_down=👇 point_left=👈 point_right=👉 point_up=☝ point_up_2=👆 poland=🇵🇱 polar_bear=🐻‍❄️
        police_car=🚓 police_car_light=🚨 police_officer=👮 police_officer_dark_skin_tone=👮🏿
        police_officer_light_skin_tone=👮🏻 police_officer_medium-dark_skin_tone=👮🏾
        police_officer_medium-light_skin_tone=👮🏼 police_officer_medium_skin_tone=👮🏽 policeman=👮‍♂ policewoman=👮‍♀
        poodle=🐩 pool_8_ball=🎱 poop=💩 popcorn=🍿 portugal=🇵🇹 post_office=🏣 postal_horn=📯 postbox=📮 pot_of_food=🍲
        potable_water=🚰 potato=🥔 potted_plant=🪴 pouch=👝 poultry_leg=🍗 pound=💷 pound_banknote=💷 pouring_liquid=🫗
        pout=😡 pouting_cat=😾 pouting_face=🙎 pouting_man=🙎‍♂ pouting_woman=🙎‍♀ pray=🙏 prayer_beads=📿 pregnant_man=🫃
        pregnant_man_dark_skin_tone=🫃🏿 pregnant_man_light_skin_tone=🫃🏻 pregnant_man_medium-dark_skin_tone=🫃🏾
        pregnant_man_medium-light_skin_tone=🫃🏼 pregnant_man_medium_skin_tone=🫃🏽 pregnant_person=🫄
        pregnant_person_dark_skin_tone=🫄🏿 pregnant_person_light_skin_tone=🫄🏻
        pregnant_person_medium-dark_skin_tone=🫄🏾 pregnant_person_medium-light_skin_tone=🫄🏼
        pregnant_person_medium_skin_tone=🫄🏽 pregnant_woman=🤰 pregnant_woman_dark_skin_tone=🤰🏿
        pregnant_woman_light_skin_tone=🤰🏻 pregnant_woman_medium-dark_skin_tone=🤰🏾
        pregnant_woman_medium-light_skin_tone=🤰🏼 pregnant_woman_medium_skin_tone=🤰🏽 pretzel=🥨
        previous_track_button=⏮ prince=🤴 prince_dark_skin_tone=🤴🏿 prince_light_skin_tone=🤴🏻
        prince_medium-dark_skin_tone=🤴🏾 prince_medium-light_skin_tone=🤴🏼 prince_medium_skin_tone=🤴🏽 princess=👸
        princess_dark_skin_tone=👸🏿 princess_light_skin_tone=👸🏻 princess_medium-dark_skin_tone=👸🏾
        princess_medium-light_skin_tone=👸🏼 princess_medium_skin_tone=👸🏽 printer=🖨️ probing_cane=🦯 prohibited=🚫
        puerto_rico=🇵🇷 punch=👊 purple_circle=🟣 purple_heart=💜 purple_square=🟪 purse=👛 pushpin=📌
        put_litter_in_its_place=🚮 puzzle_piece=🧩 qatar=🇶🇦 question=❓ rabbit=🐰 rabbit2=🐇 rabbit_face=🐰 raccoon=🦝
        racehorse=🐎 racing_car=🏎️ racing_motorcycle=🏍 radio=📻 radio_button=🔘 radioactive=☢️ radioactive_sign=☢
        rage=😡 railway_car=🚃 railway_track=🛤️ rainbow=🌈 rainbow_flag=🏳️‍🌈 raised_back_of_hand=🤚
        raised_back_of_hand_dark_skin_tone=🤚🏿 raised_back_of_hand_light_skin_tone=🤚🏻
        raised_back_of_hand_medium-dark_skin_tone=🤚🏾 raised_back_of_hand_medium-light_skin_tone=🤚🏼
        raised_back_of_hand_medium_skin_tone=🤚🏽 raised_eyebrow=🤨 raised_fist=✊ raised_fist_dark_skin_tone=✊🏿
        raised_fist_light_skin_tone=✊🏻 raised_fist_medium-dark_skin_tone=✊🏾 raised_fist_medium-light_skin_tone=✊🏼
        raised_fist_medium_skin_tone=✊🏽 raised_hand=✋ raised_hand_dark_skin_tone=✋🏿 raised_hand_light_skin_tone=✋🏻
        raised_hand_medium-dark_skin_tone=✋🏾 raised_hand_medium-light_skin_tone=✋🏼 raised_hand_medium_skin_tone=✋🏽
        raised_hand_with_fingers_splayed=🖐 raised_hand_with_part_between_middle_and_ring_fingers=🖖 raised_hands=🙌
        raising_hand=🙋 raising_hand_man=🙋‍♂ raising_hand_woman=🙋‍♀ raising_hands=🙌 raising_hands_dark_skin_tone=🙌🏿
        raising_hands_light_skin_tone=🙌🏻 raising_hands_medium-dark_skin_tone=🙌🏾
        raising_hands_medium-light_skin_tone=🙌🏼 raising_hands_medium_skin_tone=🙌🏽 ram=🐏 ramen=🍜 rat=🐀 raven=🐦‍⬛
        razor=🪒 receipt=🧾 record_button=⏺️ recycle=♻ recycling_symbol=♻️ red_apple=🍎 red_car=🚗 red_circle=🔴
        red_envelope=🧧 red_exclamation_mark=❗ red_haired_man=👨‍🦰 red_haired_woman=👩‍🦰 red_heart=❤️
        red_paper_lantern=🏮 red_question_mark=❓ red_square=🟥 red_triangle_pointed_down=🔻 red_triangle_pointed_up=🔺
        registered=®️ relaxed=☺ relieved=😌 relieved_face=😌 reminder_ribbon=🎗️ repeat=🔁 repeat_button=🔁 repeat_one=🔂
        repeat_single_button=🔂 rescue_worker_helmet=⛑ rescue_workers_helmet=⛑ restroom=🚻 reunion=🇷🇪
        reverse_button=◀️ reversed_hand_with_middle_finger_extended=🖕 revolving_hearts=💞 rewind=⏪ rhinoceros=🦏
        ribbon=🎀 rice=🍚 rice_ball=🍙 rice_cracker=🍘 rice_scene=🎑 right-facing_fist=🤜
        right-facing_fist_dark_skin_tone=🤜🏿 right-facing_fist_light_skin_tone=🤜🏻
        right-facing_fist_medium-dark_skin_tone=🤜🏾 right-facing_fist_medium-light_skin_tone=🤜🏼
        right-facing_fist_medium_skin_tone=🤜🏽 right_anger_bubble=🗯️ right_arrow=➡️ right_arrow_curving_down=⤵️
        right_arrow_curving_left=↩️ right_arrow_curving_up=⤴️ right_facing_fist=🤜 rightwards_hand=🫱
        rightwards_hand_dark_skin_tone=🫱🏿 rightwards_hand_light_skin_tone=🫱🏻
        rightwards_hand_medium-dark_skin_tone=🫱🏾 rightwards_hand_medium-light_skin_tone=🫱🏼
        rightwards_hand_medium_skin_tone=🫱🏽 rightwards_pushing_hand=🫸 rightwards_pushing_hand_dark_skin_tone=🫸🏿
        rightwards_pushing_hand_light_skin_tone=🫸🏻 rightwards_pushing_hand_medium-dark_skin_tone=🫸🏾
        rightwards_pushing_hand_medium-light_skin_tone=🫸🏼 rightwards_pushing_hand_medium_skin_tone=🫸🏽
        rightwards_thumb_sign=🫺 rightwards_thumb_sign_dark_skin_tone=🫺🏿 rightwards_thumb_sign_light_skin_tone=🫺🏻
        rightwards_thumb_sign_medium-dark_skin_tone=🫺🏾 rightwards_thumb_sign_medium-light_skin_tone=🫺🏼
        rightwards_thumb_sign_medium_skin_tone=🫺🏽 ring=💍 ring_buoy=🛟 ringed_planet=🪐 roasted_sweet_potato=🍠 robot=🤖
        robot_face=🤖 rock=🪨 rocket=🚀 rofl=🤣 roll_eyes=🙄 roll_of_paper=🧻 rolled-up_newspaper=🗞️ rolled_up_newspaper=🗞
        roller_coaster=🎢 roller_skate=🛼 rolling_on_the_floor_laughing=🤣 romania=🇷🇴 rook=🐦‍⬛ rooster=🐓
        root_vegetable=🫜 rose=🌹 rosette=🏵️ rotating_light=🚨 round_pushpin=📍 rowboat=🚣 rowing_man=🚣‍♂
        rowing_woman=🚣‍♀ ru=🇷🇺 rugby_football=🏉 runner=🏃 running=🏃 running_man=🏃‍♂ running_shirt=🎽
        running_shirt_with_sash=🎽 running_shoe=👟 running_woman=🏃‍♀ russia=🇷🇺 rwanda=🇷🇼 sa=🈂 sad_but_relieved_face=😥
        safety_pin=🧷 safety_vest=🦺 sagittarius=♐ sailboat=⛵ sake=🍶 salt=🧂 saluting_face=🫡 samoa=🇼🇸 san_marino=🇸🇲
        sandal=👡 sandwich=🥪 santa=🎅 santa_claus=🎅 santa_claus_dark_skin_tone=🎅🏿 santa_claus_light_skin_tone=🎅🏻
        santa_claus_medium-dark_skin_tone=🎅🏾 santa_claus_medium-light_skin_tone=🎅🏼 santa_claus_medium_skin_tone=🎅🏽
        sao_tome_principe=🇸🇹 sari=🥻 sark=🇨🇶 sassy_man=💁‍♂ sassy_woman=💁‍♀ satellite=📡 satellite_antenna=📡
        satisfied=😆 saudi_arabia=🇸🇦 sauna_man=🧖‍♂ sauna_person=🧖 sauna_woman=🧖‍♀ sauropod=🦕 saxophone=🎷 scales=⚖
        scarf=🧣 school=🏫 school_satchel=🎒 scientist=🧑‍🔬 scientist_dark_skin_tone=🧑🏿‍🔬 scientist_light_skin_tone=🧑🏻‍🔬
        scientist_medium-dark_skin_tone=🧑🏾‍🔬 scientist_medium-light_skin_tone=🧑🏼‍🔬 scientist_medium_skin_tone=🧑🏽‍🔬
        scissors=✂️ scorpio=♏ scorpion=🦂 scorpius=♏ scotland=🏴󠁧󠁢󠁳󠁣󠁴󠁿 scream=😱 scream_cat=🙀 screwdriver=🪛 scroll=📜
        seal=🦭 seat=💺 secret=㊙ see-no-evil_monkey=🙈 see_no_evil=🙈 see_no_evil_monkey=🙈 seedling=🌱 selfie=🤳
        selfie_dark_skin_tone=🤳🏿 selfie_light_skin_tone=🤳🏻 selfie_medium-dark_skin_tone=🤳🏾
        selfie_medium-light_skin_tone=🤳🏼 selfie_medium_skin_tone=🤳🏽 senegal=🇸🇳 serbia=🇷🇸 service_dog=🐕‍🦺 seven=7⃣
        seven-thirty=🕢 seven_oclock=🕖 seven_thirty=🕢 sewing_needle=🪡 seychelles=🇸🇨 shaking_face=🫨
        shallow_pan_of_food=🥘 shamrock=☘️ shark=🦈 shaved_ice=🍧 sheaf_of_rice=🌾 sheep=🐑 shell=🐚 shield=🛡️
        shinto_shrine=⛩️ ship=🚢 shirt=👕 shit=💩 shoe=👞 shooting_star=🌠 shopping=🛍 shopping_bags=🛍️ shopping_cart=🛒
        shortcake=🍰 shorts=🩳 shovel=🪏 shower=🚿 shrimp=🦐 shrug=🤷 shuffle_tracks_button=🔀 shushing_face=🤫
        sierra_leone=🇸🇱 sign_of_the_horns=🤘 sign_of_the_horns_dark_skin_tone=🤘🏿 sign_of_the_horns_light_skin_tone=🤘🏻
        sign_of_the_horns_medium-dark_skin_tone=🤘🏾 sign_of_the_horns_medium-light_skin_tone=🤘🏼
        sign_of_the_horns_medium_skin_tone=🤘🏽 signal_strength=📶 singapore=🇸🇬 singer=🧑‍🎤 singer_dark_skin_tone=🧑🏿‍🎤
        singer_light_skin_tone=🧑🏻‍🎤 singer_medium-dark_skin_tone=🧑🏾‍🎤 singer_medium-light_skin_tone=🧑🏼‍🎤
        singer_medium_skin_tone=🧑🏽‍🎤 sint_maarten=🇸🇽 six=6⃣ six-thirty=🕡 six_oclock=🕕 six_pointed_star=🔯
        six_thirty=🕡 skateboard=🛹 ski=🎿 skier=⛷️ skis=🎿 skull=💀 skull_and_crossbones=☠️ skunk=🦨 sled=🛷 sleeping=😴
        sleeping_accommodation=🛌 sleeping_bed=🛌 sleeping_face=😴 sleepy=😪 sleepy_face=😪 sleuth_or_spy=🕵
        slightly_frowning_face=🙁 slightly_smiling_face=🙂 slot_machine=🎰 sloth=🦥 slovakia=🇸🇰 slovenia=🇸🇮
        small_airplane=🛩️ small_blue_diamond=🔹 small_orange_diamond=🔸 small_red_triangle=🔺 small_red_triangle_down=🔻
        smile=😄 smile_cat=😸 smiley=😃 smiley_cat=😺 smiling_cat_with_heart-eyes=😻 smiling_cat_with_heart_eyes=😻
        smiling_face=☺️ smiling_face_with_halo=😇 smiling_face_with_heart-eyes=😍 smiling_face_with_heart_eyes=😍
        smiling_face_with_hearts=🥰 smiling_face_with_horns=😈 smiling_face_with_open_hands=🤗
        smiling_face_with_smiling_eyes=😊 smiling_face_with_sunglasses=😎 smiling_face_with_tear=🥲
        smiling_face_with_three_hearts=🥰 smiling_imp=😈 smirk=😏 smirk_cat=😼 smirking_face=😏 smoking=🚬 snail=🐌 snake=🐍
        sneezing_face=🤧 snow-capped_mountain=🏔️ snow_capped_mountain=🏔 snowboarder=🏂 snowboarder_dark_skin_tone=🏂🏿
        snowboarder_light_skin_tone=🏂🏻 snowboarder_medium-dark_skin_tone=🏂🏾 snowboarder_medium-light_skin_tone=🏂🏼
        snowboarder_medium_skin_tone=🏂🏽 snowflake=❄️ snowman=⛄ snowman_with_snow=☃ snowman_without_snow=⛄ soap=🧼
        sob=😭 soccer=⚽ soccer_ball=⚽ socks=🧦 soft_ice_cream=🍦 softball=🥎 solomon_islands=🇸🇧 somalia=🇸🇴 soon=🔜
        soon_arrow=🔜 sos=🆘 sos_button=🆘 sound=🔉 south_africa=🇿🇦 south_georgia_south_sandwich_islands=🇬🇸
        south_korea=🇰🇷 south_sudan=🇸🇸 space_invader=👾 spade_suit=♠️ spades=♠ spaghetti=🍝 spain=🇪🇸 sparkle=❇️
        sparkler=🎇 sparkles=✨ sparkling_heart=💖 speak-no-evil_monkey=🙊 speak_no_evil=🙊 speak_no_evil_monkey=🙊
        speaker=🔈 speaker_high_volume=🔊 speaker_low_volume=🔈 speaker_medium_volume=🔉 speaking_head=🗣️
        speaking_head_in_silhouette=🗣 speech_balloon=💬 speedboat=🚤 spider=🕷️ spider_web=🕸️ spiral_calendar=🗓️
        spiral_calendar_pad=🗓 spiral_note_pad=🗒 spiral_notepad=🗒️ spiral_shell=🐚 splatter=🫟 sponge=🧽 spoon=🥄
        sport_utility_vehicle=🚙 sports_medal=🏅 spouting_whale=🐳 squid=🦑 squinting_face_with_tongue=😝 sri_lanka=🇱🇰
        st_barthelemy=🇧🇱 st_helena=🇸🇭 st_kitts_nevis=🇰🇳 st_lucia=🇱🇨 st_martin=🇲🇫 st_pierre_miquelon=🇵🇲
        st_vincent_grenadines=🇻🇨 stadium=🏟️ standing_man=🧍‍♂ standing_person=🧍 standing_woman=🧍‍♀ star=⭐
        star-struck=🤩 star2=🌟 star_and_crescent=☪️ star_of_david=✡ star_struck=🤩 stars=🌠 station=🚉
        statue_of_liberty=🗽 steam_locomotive=🚂 steaming_bowl=🍜 stethoscope=🩺 stew=🍲 stop_button=⏹️ stop_sign=🛑
        stopwatch=⏱️ straight_ruler=📏 strawberry=🍓 stuck_out_tongue=😛 stuck_out_tongue_closed_eyes=😝
        stuck_out_tongue_winking_eye=😜 student=🧑‍🎓 student_dark_skin_tone=🧑🏿‍🎓 student_light_skin_tone=🧑🏻‍🎓
        student_medium-dark_skin_tone=🧑🏾‍🎓 student_medium-light_skin_tone=🧑🏼‍🎓 student_medium_skin_tone=🧑🏽‍🎓
        studio_microphone=🎙️ stuffed_flatbread=🥙 sudan=🇸🇩 sun=☀️ sun_behind_cloud=⛅ sun_behind_large_cloud=🌥️
        sun_behind_rain_cloud=🌦️ sun_behind_small_cloud=🌤️ sun_with_face=🌞 sunflower=🌻 sunglasses=😎 sunny=☀
        sunrise=🌅 sunrise_over_mountains=🌄 sunset=🌇 superhero=🦸 superhero_dark_skin_tone=🦸🏿
        superhero_light_skin_tone=🦸🏻 superhero_man=🦸‍♂ superhero_medium-dark_skin_tone=🦸🏾
        superhero_medium-light_skin_tone=🦸🏼 superhero_medium_skin_tone=🦸🏽 superhero_woman=🦸‍♀ supervillain=🦹
        supervillain_dark_skin_tone=🦹🏿 supervillain_light_skin_tone=🦹🏻 supervillain_man=🦹‍♂
        supervillain_medium-dark_skin_tone=🦹🏾 supervillain_medium-light_skin_tone=🦹🏼
        supervillain_medium_skin_tone=🦹🏽 supervillain_woman=🦹‍♀ surfer=🏄 surfing_man=🏄‍♂ surfing_woman=🏄‍♀
        suriname=🇸🇷 sushi=🍣 suspension_railway=🚟 svalbard_jan_mayen=🇸🇯 swan=🦢 swaziland=🇸🇿 sweat=😓 sweat_droplets=💦
        sweat_drops=💦 sweat_smile=😅 sweden=🇸🇪 sweet_potato=🍠 swim_brief=🩲 swimmer=🏊 swimming_man=🏊‍♂
        swimming_woman=🏊‍♀ switzerland=🇨🇭 symbols=🔣 synagogue=🕍 syria=🇸🇾 syringe=💉 t-rex=🦖 t-shirt=👕 t_rex=🦖
        t_shirt=👕 table_tennis_paddle_and_ball=🏓 taco=🌮 tada=🎉 taiwan=🇹🇼 tajikistan=🇹🇯 takeout_box=🥡 tamale=🫔
        tanabata_tree=🎋 tangerine=🍊 tanzania=🇹🇿 taurus=♉ taxi=🚕 tea=🍵 teacher=🧑‍🏫 teacher_dark_skin_tone=🧑🏿‍🏫
        teacher_light_skin_tone=🧑🏻‍🏫 teacher_medium-dark_skin_tone=🧑🏾‍🏫 teacher_medium-light_skin_tone=🧑🏼‍🏫
        teacher_medium_skin_tone=🧑🏽‍🏫 teacup_without_handle=🍵 teapot=🫖 tear-off_calendar=📆 tear_off_calendar=📆
        technologist=🧑‍💻 technologist_dark_skin_tone=🧑🏿‍💻 technologist_light_skin_tone=🧑🏻‍💻
        technologist_medium-dark_skin_tone=🧑🏾‍💻 technologist_medium-light_skin_tone=🧑🏼‍💻
        technologist_medium_skin_tone=🧑🏽‍💻 teddy_bear=🧸 telephone=☎️ telephone_receiver=📞 telescope=🔭 television=📺
        ten=🔟 ten-thirty=🕥 ten_oclock=🕙 ten_thirty=🕥 tennis=🎾 tent=⛺ test_tube=🧪 thailand=🇹🇭 thermometer=🌡️
        thinking=🤔 thinking_face=🤔 thong_sandal=🩴 thought_balloon=💭 thread=🧵 three=3⃣ three-thirty=🕞
        three_button_mouse=🖱 three_oclock=🕒 three_thirty=🕞 thumbs_down=👎 thumbs_down_dark_skin_tone=👎🏿
        thumbs_down_light_skin_tone=👎🏻 thumbs_down_medium-dark_skin_tone=👎🏾 thumbs_down_medium-light_skin_tone=👎🏼
        thumbs_down_medium_skin_tone=👎🏽 thumbs_up=👍 thumbs_up_dark_skin_tone=👍🏿 thumbs_up_light_skin_tone=👍🏻
        thumbs_up_medium-dark_skin_tone=👍🏾 thumbs_up_medium-light_skin_tone=👍🏼 thumbs_up_medium_skin_tone=👍🏽
        thumbsdown=👎 thumbsup=👍 thunder_cloud_and_rain=⛈ ticket=🎫 tickets=🎟 tiger=🐯 tiger2=🐅 tiger_face=🐯
        timer_clock=⏲️ timor-leste=🇹🇱 timor_leste=🇹🇱 tipping_hand_man=💁‍♂ tipping_hand_person=💁
        tipping_hand_woman=💁‍♀ tired_face=😫 tm=™ togo=🇹🇬 toilet=🚽 tokelau=🇹🇰 tokyo_tower=🗼 tomato=🍅 tonga=🇹🇴
        tongue=👅 toolbox=🧰 tooth=🦷 toothbrush=🪥 top=🔝 top_arrow=🔝 top_hat=🎩 tophat=🎩 tornado=🌪️ tr=🇹🇷 trackball=🖲️
        tractor=🚜 trade_mark=™️ traffic_light=🚥 train=🚋 train2=🚆 tram=🚊 tram_car=🚋 transgender_flag=🏳️‍⚧️
        transgender_symbol=⚧️ treasure_chest=🪎 triangular_flag=🚩 triangular_flag_on_post=🚩 triangular_ruler=📐
        trident=🔱 trident_emblem=🔱 trinidad_tobago=🇹🇹 tristan_da_cunha=🇹🇦 triumph=😤 troll=🧌 trolleybus=🚎 trombone=🪊
        trophy=🏆 tropical_drink=🍹 tropical_fish=🐠 truck=🚚 trumpet=🎺 tshirt=👕 tulip=🌷 tumbler_glass=🥃 tunisia=🇹🇳
        turkey=🇹🇷 turkmenistan=🇹🇲 turks_caicos_islands=🇹🇨 turtle=🐢 tuvalu=🇹🇻 tv=📺 twelve-thirty=🕧 twelve_oclock=🕛
        twelve_thirty=🕧 twisted_rightwards_arrows=🔀 two=2⃣ two-hump_camel=🐫 two-thirty=🕝 two_hearts=💕
        two_hump_camel=🐫 two_men_holding_hands=👬 two_oclock=🕑 two_thirty=🕝 two_women_holding_hands=👭 u5272=🈹 u5408=🈴
        u55b6=🈺 u6307=🈯 u6708=🈷 u6709=🈶 u6e80=🈵 u7121=🈚 u7533=🈸 u7981=🈲 u7a7a=🈳 uganda=🇺🇬 uk=🇬🇧 ukraine=🇺🇦
        umbrella=☔ umbrella_on_ground=⛱️ umbrella_with_rain_drops=☔ unamused=😒 unamused_face=😒 underage=🔞 unicorn=🦄
        unicorn_face=🦄 united_arab_emirates=🇦🇪 united_kingdom=🇬🇧 united_nations=🇺🇳 united_states=🇺🇸 unlock=🔓
        unlocked=🔓 up=🆙 up-down_arrow=↕️ up-left_arrow=↖️ up-right_arrow=↗️ up_arrow=⬆️ up_button=🆙 up_down_arrow=↕
        up_left_arrow=↖ up_right_arrow=↗ upside-down_face=🙃 upside_down_face=🙃 upwards_button=🔼 uruguay=🇺🇾 us=🇺🇸
        us_outlying_islands=🇺🇲 us_virgin_islands=🇻🇮 uzbekistan=🇺🇿 v=✌ vampire=🧛 vampire_dark_skin_tone=🧛🏿
        vampire_light_skin_tone=🧛🏻 vampire_man=🧛‍♂ vampire_medium-dark_skin_tone=🧛🏾
        vampire_medium-light_skin_tone=🧛🏼 vampire_medium_skin_tone=🧛🏽 vampire_woman=🧛‍♀ vanuatu=🇻🇺 vatican_city=🇻🇦
        venezuela=🇻🇪 vertical_traffic_light=🚦 vhs=📼 vibration_mode=📳 victory_hand=✌️ victory_hand_dark_skin_tone=✌🏿
        victory_hand_light_skin_tone=✌🏻 victory_hand_medium-dark_skin_tone=✌🏾 victory_hand_medium-light_skin_tone=✌🏼
        victory_hand_medium_skin_tone=✌🏽 video_camera=📹 video_game=🎮 videocassette=📼 vietnam=🇻🇳 violin=🎻 virgo=♍
        volcano=🌋 volleyball=🏐 vomiting_face=🤮 vs=🆚 vs_button=🆚 vulcan_salute=🖖 vulcan_salute_dark_skin_tone=🖖🏿
        vulcan_salute_light_skin_tone=🖖🏻 vulcan_salute_medium-dark_skin_tone=🖖🏾
        vulcan_salute_medium-light_skin_tone=🖖🏼 vulcan_salute_medium_skin_tone=🖖🏽 waffle=🧇 wales=🏴󠁧󠁢󠁷󠁬󠁳󠁿 walking=🚶
        walking_man=🚶‍♂ walking_woman=🚶‍♀ wallis_futuna=🇼🇫 waning_crescent_moon=🌘 waning_gibbous_moon=🌖 warning=⚠️
        wastebasket=🗑️ watch=⌚ water_buffalo=🐃 water_closet=🚾 water_pistol=🔫 water_polo=🤽 water_wave=🌊 watermelon=🍉
        wave=👋 waving_black_flag=🏴 waving_hand=👋 waving_hand_dark_skin_tone=👋🏿 waving_hand_light_skin_tone=👋🏻
        waving_hand_medium-dark_skin_tone=👋🏾 waving_hand_medium-light_skin_tone=👋🏼 waving_hand_medium_skin_tone=👋🏽
        waving_white_flag=🏳 wavy_dash=〰️ waxing_crescent_moon=🌒 waxing_gibbous_moon=🌔 wc=🚾 weary=😩 weary_cat=🙀
        weary_face=😩 wedding=💒 weight_lifter=🏋 weight_lifting=🏋 weight_lifting_man=🏋‍♂ weight_lifting_woman=🏋‍♀
        western_sahara=🇪🇭 whale=🐳 whale2=🐋 wheel=🛞 wheel_of_dharma=☸️ wheelchair=♿ wheelchair_symbol=♿ white_cane=🦯
        white_check_mark=✅ white_circle=⚪ white_exclamation_mark=❕ white_flag=🏳️ white_flower=💮
        white_frowning_face=☹ white_haired_man=👨‍🦳 white_haired_woman=👩‍🦳 white_heart=🤍 white_large_square=⬜
        white_medium-small_square=◽ white_medium_small_square=◽ white_medium_square=◻️ white_question_mark=❔
        white_small_square=▫️ white_square_button=🔳 white_sun_behind_cloud=🌥 white_sun_behind_cloud_with_rain=🌦
        white_sun_with_small_cloud=🌤 wilted_flower=🥀 wind_blowing_face=🌬 wind_chime=🎐 wind_face=🌬️ window=🪟
        wine_glass=🍷 wing=🪽 wink=😉 winking_face=😉 winking_face_with_tongue=😜 wireless=🛜 wolf=🐺 woman=👩
        woman_and_man_holding_hands=👫 woman_and_man_holding_hands_dark_skin_tone=👫🏿
        woman_and_man_holding_hands_dark_skin_tone_light_skin_tone=👩🏿‍🤝‍👨🏻
        woman_and_man_holding_hands_dark_skin_tone_medium-dark_skin_tone=👩🏿‍🤝‍👨🏾
        woman_and_man_holding_hands_dark_skin_tone_medium-light_skin_tone=👩🏿‍🤝‍👨🏼
        woman_and_man_holding_hands_dark_skin_tone_medium_skin_tone=👩🏿‍🤝‍👨🏽
        woman_and_man_holding_hands_light_skin_tone=👫🏻
        woman_and_man_holding_hands_light_skin_tone_dark_skin_tone=👩🏻‍🤝‍👨🏿
        woman_and_man_holding_hands_light_skin_tone_medium-dark_skin_tone=👩🏻‍🤝‍👨🏾
        woman_and_man_holding_hands_light_skin_tone_medium-light_skin_tone=👩🏻‍🤝‍👨🏼
        woman_and_man_holding_hands_light_skin_tone_medium_skin_tone=👩🏻‍🤝‍👨🏽
        woman_and_man_holding_hands_medium-dark_skin_tone=👫🏾
        woman_and_man_holding_hands_medium-dark_skin_tone_dark_skin_tone=👩🏾‍🤝‍👨🏿
        woman_and_man_holding_hands_medium-dark_skin_tone_light_skin_tone=👩🏾‍🤝‍👨🏻
        woman_and_man_holding_hands_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍🤝‍👨🏼
        woman_and_man_holding_hands_medium-dark_skin_tone_medium_skin_tone=👩🏾‍🤝‍👨🏽
        woman_and_man_holding_hands_medium-light_skin_tone=👫🏼
        woman_and_man_holding_hands_medium-light_skin_tone_dark_skin_tone=👩🏼‍🤝‍👨🏿
        woman_and_man_holding_hands_medium-light_skin_tone_light_skin_tone=👩🏼‍🤝‍👨🏻
        woman_and_man_holding_hands_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍🤝‍👨🏾
        woman_and_man_holding_hands_medium-light_skin_tone_medium_skin_tone=👩🏼‍🤝‍👨🏽
        woman_and_man_holding_hands_medium_skin_tone=👫🏽
        woman_and_man_holding_hands_medium_skin_tone_dark_skin_tone=👩🏽‍🤝‍👨🏿
        woman_and_man_holding_hands_medium_skin_tone_light_skin_tone=👩🏽‍🤝‍👨🏻
        woman_and_man_holding_hands_medium_skin_tone_medium-dark_skin_tone=👩🏽‍🤝‍👨🏾
        woman_and_man_holding_hands_medium_skin_tone_medium-light_skin_tone=👩🏽‍🤝‍👨🏼 woman_artist=👩‍🎨
        woman_artist_dark_skin_tone=👩🏿‍🎨 woman_artist_light_skin_tone=👩🏻‍🎨 woman_artist_medium-dark_skin_tone=👩🏾‍🎨
        woman_artist_medium-light_skin_tone=👩🏼‍🎨 woman_artist_medium_skin_tone=👩🏽‍🎨 woman_astronaut=👩‍🚀
        woman_astronaut_dark_skin_tone=👩🏿‍🚀 woman_astronaut_light_skin_tone=👩🏻‍🚀
        woman_astronaut_medium-dark_skin_tone=👩🏾‍🚀 woman_astronaut_medium-light_skin_tone=👩🏼‍🚀
        woman_astronaut_medium_skin_tone=👩🏽‍🚀 woman_bald=👩‍🦲 woman_beard=🧔‍♀️ woman_biking=🚴‍♀️
        woman_biking_dark_skin_tone=🚴🏿‍♀️ woman_biking_light_skin_tone=🚴🏻‍♀️
        woman_biking_medium-dark_skin_tone=🚴🏾‍♀️ woman_biking_medium-light_skin_tone=🚴🏼‍♀️
        woman_biking_medium_skin_tone=🚴🏽‍♀️ woman_blond_hair=👱‍♀️ woman_bouncing_ball=⛹️‍♀️
        woman_bouncing_ball_dark_skin_tone=⛹🏿‍♀️ woman_bouncing_ball_light_skin_tone=⛹🏻‍♀️
        woman_bouncing_ball_medium-dark_skin_tone=⛹🏾‍♀️ woman_bouncing_ball_medium-light_skin_tone=⛹🏼‍♀️
        woman_bouncing_ball_medium_skin_tone=⛹🏽‍♀️ woman_bowing=🙇‍♀️ woman_bowing_dark_skin_tone=🙇🏿‍♀️
        woman_bowing_light_skin_tone=🙇🏻‍♀️ woman_bowing_medium-dark_skin_tone=🙇🏾‍♀️
        woman_bowing_medium-light_skin_tone=🙇🏼‍♀️ woman_bowing_medium_skin_tone=🙇🏽‍♀️ woman_cartwheeling=🤸‍♀️
        woman_cartwheeling_dark_skin_tone=🤸🏿‍♀️ woman_cartwheeling_light_skin_tone=🤸🏻‍♀️
        woman_cartwheeling_medium-dark_skin_tone=🤸🏾‍♀️ woman_cartwheeling_medium-light_skin_tone=🤸🏼‍♀️
        woman_cartwheeling_medium_skin_tone=🤸🏽‍♀️ woman_climbing=🧗‍♀️ woman_climbing_dark_skin_tone=🧗🏿‍♀️
        woman_climbing_light_skin_tone=🧗🏻‍♀️ woman_climbing_medium-dark_skin_tone=🧗🏾‍♀️
        woman_climbing_medium-light_skin_tone=🧗🏼‍♀️ woman_climbing_medium_skin_tone=🧗🏽‍♀️
        woman_construction_worker=👷‍♀️ woman_construction_worker_dark_skin_tone=👷🏿‍♀️
        woman_construction_worker_light_skin_tone=👷🏻‍♀️ woman_construction_worker_medium-dark_skin_tone=👷🏾‍♀️
        woman_construction_worker_medium-light_skin_tone=👷🏼‍♀️ woman_construction_worker_medium_skin_tone=👷🏽‍♀️
        woman_cook=👩‍🍳 woman_cook_dark_skin_tone=👩🏿‍🍳 woman_cook_light_skin_tone=👩🏻‍🍳
        woman_cook_medium-dark_skin_tone=👩🏾‍🍳 woman_cook_medium-light_skin_tone=👩🏼‍🍳
        woman_cook_medium_skin_tone=👩🏽‍🍳 woman_curly_hair=👩‍🦱 woman_dancing=💃 woman_dancing_dark_skin_tone=💃🏿
        woman_dancing_light_skin_tone=💃🏻 woman_dancing_medium-dark_skin_tone=💃🏾
        woman_dancing_medium-light_skin_tone=💃🏼 woman_dancing_medium_skin_tone=💃🏽 woman_dark_skin_tone=👩🏿
        woman_dark_skin_tone_bald=👩🏿‍🦲 woman_dark_skin_tone_beard=🧔🏿‍♀️ woman_dark_skin_tone_blond_hair=👱🏿‍♀️
        woman_dark_skin_tone_curly_hair=👩🏿‍🦱 woman_dark_skin_tone_red_hair=👩🏿‍🦰 woman_dark_skin_tone_white_hair=👩🏿‍🦳
        woman_detective=🕵️‍♀️ woman_detective_dark_skin_tone=🕵🏿‍♀️ woman_detective_light_skin_tone=🕵🏻‍♀️
        woman_detective_medium-dark_skin_tone=🕵🏾‍♀️ woman_detective_medium-light_skin_tone=🕵🏼‍♀️
        woman_detective_medium_skin_tone=🕵🏽‍♀️ woman_elf=🧝‍♀️ woman_elf_dark_skin_tone=🧝🏿‍♀️
        woman_elf_light_skin_tone=🧝🏻‍♀️ woman_elf_medium-dark_skin_tone=🧝🏾‍♀️ woman_elf_medium-light_skin_tone=🧝🏼‍♀️
        woman_elf_medium_skin_tone=🧝🏽‍♀️ woman_facepalming=🤦‍♀️ woman_facepalming_dark_skin_tone=🤦🏿‍♀️
        woman_facepalming_light_skin_tone=🤦🏻‍♀️ woman_facepalming_medium-dark_skin_tone=🤦🏾‍♀️
        woman_facepalming_medium-light_skin_tone=🤦🏼‍♀️ woman_facepalming_medium_skin_tone=🤦🏽‍♀️
        woman_factory_worker=👩‍🏭 woman_factory_worker_dark_skin_tone=👩🏿‍🏭 woman_factory_worker_light_skin_tone=👩🏻‍🏭
        woman_factory_worker_medium-dark_skin_tone=👩🏾‍🏭 woman_factory_worker_medium-light_skin_tone=👩🏼‍🏭
        woman_factory_worker_medium_skin_tone=👩🏽‍🏭 woman_fairy=🧚‍♀️ woman_fairy_dark_skin_tone=🧚🏿‍♀️
        woman_fairy_light_skin_tone=🧚🏻‍♀️ woman_fairy_medium-dark_skin_tone=🧚🏾‍♀️
        woman_fairy_medium-light_skin_tone=🧚🏼‍♀️ woman_fairy_medium_skin_tone=🧚🏽‍♀️ woman_farmer=👩‍🌾
        woman_farmer_dark_skin_tone=👩🏿‍🌾 woman_farmer_light_skin_tone=👩🏻‍🌾 woman_farmer_medium-dark_skin_tone=👩🏾‍🌾
        woman_farmer_medium-light_skin_tone=👩🏼‍🌾 woman_farmer_medium_skin_tone=👩🏽‍🌾 woman_feeding_baby=👩‍🍼
        woman_feeding_baby_dark_skin_tone=👩🏿‍🍼 woman_feeding_baby_light_skin_tone=👩🏻‍🍼
        woman_feeding_baby_medium-dark_skin_tone=👩🏾‍🍼 woman_feeding_baby_medium-light_skin_tone=👩🏼‍🍼
        woman_feeding_baby_medium_skin_tone=👩🏽‍🍼 woman_firefighter=👩‍🚒 woman_firefighter_dark_skin_tone=👩🏿‍🚒
        woman_firefighter_light_skin_tone=👩🏻‍🚒 woman_firefighter_medium-dark_skin_tone=👩🏾‍🚒
        woman_firefighter_medium-light_skin_tone=👩🏼‍🚒 woman_firefighter_medium_skin_tone=👩🏽‍🚒 woman_frowning=🙍‍♀️
        woman_frowning_dark_skin_tone=🙍🏿‍♀️ woman_frowning_light_skin_tone=🙍🏻‍♀️
        woman_frowning_medium-dark_skin_tone=🙍🏾‍♀️ woman_frowning_medium-light_skin_tone=🙍🏼‍♀️
        woman_frowning_medium_skin_tone=🙍🏽‍♀️ woman_genie=🧞‍♀️ woman_gesturing_no=🙅‍♀
        woman_gesturing_no_dark_skin_tone=🙅🏿‍♀️ woman_gesturing_no_light_skin_tone=🙅🏻‍♀️
        woman_gesturing_no_medium-dark_skin_tone=🙅🏾‍♀️ woman_gesturing_no_medium-light_skin_tone=🙅🏼‍♀️
        woman_gesturing_no_medium_skin_tone=🙅🏽‍♀️ woman_gesturing_ok=🙆‍♀ woman_gesturing_ok_dark_skin_tone=🙆🏿‍♀️
        woman_gesturing_ok_light_skin_tone=🙆🏻‍♀️ woman_gesturing_ok_medium-dark_skin_tone=🙆🏾‍♀️
        woman_gesturing_ok_medium-light_skin_tone=🙆🏼‍♀️ woman_gesturing_ok_medium_skin_tone=🙆🏽‍♀️
        woman_getting_haircut=💇‍♀️ woman_getting_haircut_dark_skin_tone=💇🏿‍♀️
        woman_getting_haircut_light_skin_tone=💇🏻‍♀️ woman_getting_haircut_medium-dark_skin_tone=💇🏾‍♀️
        woman_getting_haircut_medium-light_skin_tone=💇🏼‍♀️ woman_getting_haircut_medium_skin_tone=💇🏽‍♀️
        woman_getting_massage=💆‍♀️ woman_getting_massage_dark_skin_tone=💆🏿‍♀️
        woman_getting_massage_light_skin_tone=💆🏻‍♀️ woman_getting_massage_medium-dark_skin_tone=💆🏾‍♀️
        woman_getting_massage_medium-light_skin_tone=💆🏼‍♀️ woman_getting_massage_medium_skin_tone=💆🏽‍♀️
        woman_golfing=🏌️‍♀️ woman_golfing_dark_skin_tone=🏌🏿‍♀️ woman_golfing_light_skin_tone=🏌🏻‍♀️
        woman_golfing_medium-dark_skin_tone=🏌🏾‍♀️ woman_golfing_medium-light_skin_tone=🏌🏼‍♀️
        woman_golfing_medium_skin_tone=🏌🏽‍♀️ woman_guard=💂‍♀️ woman_guard_dark_skin_tone=💂🏿‍♀️
        woman_guard_light_skin_tone=💂🏻‍♀️ woman_guard_medium-dark_skin_tone=💂🏾‍♀️
        woman_guard_medium-light_skin_tone=💂🏼‍♀️ woman_guard_medium_skin_tone=💂🏽‍♀️ woman_health_worker=👩‍⚕️
        woman_health_worker_dark_skin_tone=👩🏿‍⚕️ woman_health_worker_light_skin_tone=👩🏻‍⚕️
        woman_health_worker_medium-dark_skin_tone=👩🏾‍⚕️ woman_health_worker_medium-light_skin_tone=👩🏼‍⚕️
        woman_health_worker_medium_skin_tone=👩🏽‍⚕️ woman_in_lotus_position=🧘‍♀️
        woman_in_lotus_position_dark_skin_tone=🧘🏿‍♀️ woman_in_lotus_position_light_skin_tone=🧘🏻‍♀️
        woman_in_lotus_position_medium-dark_skin_tone=🧘🏾‍♀️ woman_in_lotus_position_medium-light_skin_tone=🧘🏼‍♀️
        woman_in_lotus_position_medium_skin_tone=🧘🏽‍♀️ woman_in_manual_wheelchair=👩‍🦽
        woman_in_manual_wheelchair_dark_skin_tone=👩🏿‍🦽 woman_in_manual_wheelchair_facing_right=👩‍🦽‍➡️
        woman_in_manual_wheelchair_facing_right_dark_skin_tone=👩🏿‍🦽‍➡️
        woman_in_manual_wheelchair_facing_right_light_skin_tone=👩🏻‍🦽‍➡️
        woman_in_manual_wheelchair_facing_right_medium-dark_skin_tone=👩🏾‍🦽‍➡️
        woman_in_manual_wheelchair_facing_right_medium-light_skin_tone=👩🏼‍🦽‍➡️
        woman_in_manual_wheelchair_facing_right_medium_skin_tone=👩🏽‍🦽‍➡️
        woman_in_manual_wheelchair_light_skin_tone=👩🏻‍🦽 woman_in_manual_wheelchair_medium-dark_skin_tone=👩🏾‍🦽
        woman_in_manual_wheelchair_medium-light_skin_tone=👩🏼‍🦽 woman_in_manual_wheelchair_medium_skin_tone=👩🏽‍🦽
        woman_in_motorized_wheelchair=👩‍🦼 woman_in_motorized_wheelchair_dark_skin_tone=👩🏿‍🦼
        woman_in_motorized_wheelchair_facing_right=👩‍🦼‍➡️
        woman_in_motorized_wheelchair_facing_right_dark_skin_tone=👩🏿‍🦼‍➡️
        woman_in_motorized_wheelchair_facing_right_light_skin_tone=👩🏻‍🦼‍➡️
        woman_in_motorized_wheelchair_facing_right_medium-dark_skin_tone=👩🏾‍🦼‍➡️
        woman_in_motorized_wheelchair_facing_right_medium-light_skin_tone=👩🏼‍🦼‍➡️
        woman_in_motorized_wheelchair_facing_right_medium_skin_tone=👩🏽‍🦼‍➡️
        woman_in_motorized_wheelchair_light_skin_tone=👩🏻‍🦼 woman_in_motorized_wheelchair_medium-dark_skin_tone=👩🏾‍🦼
        woman_in_motorized_wheelchair_medium-light_skin_tone=👩🏼‍🦼
        woman_in_motorized_wheelchair_medium_skin_tone=👩🏽‍🦼 woman_in_steamy_room=🧖‍♀️
        woman_in_steamy_room_dark_skin_tone=🧖🏿‍♀️ woman_in_steamy_room_light_skin_tone=🧖🏻‍♀️
        woman_in_steamy_room_medium-dark_skin_tone=🧖🏾‍♀️ woman_in_steamy_room_medium-light_skin_tone=🧖🏼‍♀️
        woman_in_steamy_room_medium_skin_tone=🧖🏽‍♀️ woman_in_tuxedo=🤵‍♀️ woman_in_tuxedo_dark_skin_tone=🤵🏿‍♀️
        woman_in_tuxedo_light_skin_tone=🤵🏻‍♀️ woman_in_tuxedo_medium-dark_skin_tone=🤵🏾‍♀️
        woman_in_tuxedo_medium-light_skin_tone=🤵🏼‍♀️ woman_in_tuxedo_medium_skin_tone=🤵🏽‍♀️ woman_judge=👩‍⚖️
        woman_judge_dark_skin_tone=👩🏿‍⚖️ woman_judge_light_skin_tone=👩🏻‍⚖️ woman_judge_medium-dark_skin_tone=👩🏾‍⚖️
        woman_judge_medium-light_skin_tone=👩🏼‍⚖️ woman_judge_medium_skin_tone=👩🏽‍⚖️ woman_juggling=🤹‍♀️
        woman_juggling_dark_skin_tone=🤹🏿‍♀️ woman_juggling_light_skin_tone=🤹🏻‍♀️
        woman_juggling_medium-dark_skin_tone=🤹🏾‍♀️ woman_juggling_medium-light_skin_tone=🤹🏼‍♀️
        woman_juggling_medium_skin_tone=🤹🏽‍♀️ woman_kneeling=🧎‍♀️ woman_kneeling_dark_skin_tone=🧎🏿‍♀️
        woman_kneeling_facing_right=🧎‍♀️‍➡️ woman_kneeling_facing_right_dark_skin_tone=🧎🏿‍♀️‍➡️
        woman_kneeling_facing_right_light_skin_tone=🧎🏻‍♀️‍➡️
        woman_kneeling_facing_right_medium-dark_skin_tone=🧎🏾‍♀️‍➡️
        woman_kneeling_facing_right_medium-light_skin_tone=🧎🏼‍♀️‍➡️
        woman_kneeling_facing_right_medium_skin_tone=🧎🏽‍♀️‍➡️ woman_kneeling_light_skin_tone=🧎🏻‍♀️
        woman_kneeling_medium-dark_skin_tone=🧎🏾‍♀️ woman_kneeling_medium-light_skin_tone=🧎🏼‍♀️
        woman_kneeling_medium_skin_tone=🧎🏽‍♀️ woman_lifting_weights=🏋️‍♀️ woman_lifting_weights_dark_skin_tone=🏋🏿‍♀️
        woman_lifting_weights_light_skin_tone=🏋🏻‍♀️ woman_lifting_weights_medium-dark_skin_tone=🏋🏾‍♀️
        woman_lifting_weights_medium-light_skin_tone=🏋🏼‍♀️ woman_lifting_weights_medium_skin_tone=🏋🏽‍♀️
        woman_light_skin_tone=👩🏻 woman_light_skin_tone_bald=👩🏻‍🦲 woman_light_skin_tone_beard=🧔🏻‍♀️
        woman_light_skin_tone_blond_hair=👱🏻‍♀️ woman_light_skin_tone_curly_hair=👩🏻‍🦱
        woman_light_skin_tone_red_hair=👩🏻‍🦰 woman_light_skin_tone_white_hair=👩🏻‍🦳 woman_mage=🧙‍♀️
        woman_mage_dark_skin_tone=🧙🏿‍♀️ woman_mage_light_skin_tone=🧙🏻‍♀️ woman_mage_medium-dark_skin_tone=🧙🏾‍♀️
        woman_mage_medium-light_skin_tone=🧙🏼‍♀️ woman_mage_medium_skin_tone=🧙🏽‍♀️ woman_mechanic=👩‍🔧
        woman_mechanic_dark_skin_tone=👩🏿‍🔧 woman_mechanic_light_skin_tone=👩🏻‍🔧
        woman_mechanic_medium-dark_skin_tone=👩🏾‍🔧 woman_mechanic_medium-light_skin_tone=👩🏼‍🔧
        woman_mechanic_medium_skin_tone=👩🏽‍🔧 woman_medium-dark_skin_tone=👩🏾 woman_medium-dark_skin_tone_bald=👩🏾‍🦲
        woman_medium-dark_skin_tone_beard=🧔🏾‍♀️ woman_medium-dark_skin_tone_blond_hair=👱🏾‍♀️
        woman_medium-dark_skin_tone_curly_hair=👩🏾‍🦱 woman_medium-dark_skin_tone_red_hair=👩🏾‍🦰
        woman_medium-dark_skin_tone_white_hair=👩🏾‍🦳 woman_medium-light_skin_tone=👩🏼
        woman_medium-light_skin_tone_bald=👩🏼‍🦲 woman_medium-light_skin_tone_beard=🧔🏼‍♀️
        woman_medium-light_skin_tone_blond_hair=👱🏼‍♀️ woman_medium-light_skin_tone_curly_hair=👩🏼‍🦱
        woman_medium-light_skin_tone_red_hair=👩🏼‍🦰 woman_medium-light_skin_tone_white_hair=👩🏼‍🦳
        woman_medium_skin_tone=👩🏽 woman_medium_skin_tone_bald=👩🏽‍🦲 woman_medium_skin_tone_beard=🧔🏽‍♀️
        woman_medium_skin_tone_blond_hair=👱🏽‍♀️ woman_medium_skin_tone_curly_hair=👩🏽‍🦱
        woman_medium_skin_tone_red_hair=👩🏽‍🦰 woman_medium_skin_tone_white_hair=👩🏽‍🦳 woman_mountain_biking=🚵‍♀️
        woman_mountain_biking_dark_skin_tone=🚵🏿‍♀️ woman_mountain_biking_light_skin_tone=🚵🏻‍♀️
        woman_mountain_biking_medium-dark_skin_tone=🚵🏾‍♀️ woman_mountain_biking_medium-light_skin_tone=🚵🏼‍♀️
        woman_mountain_biking_medium_skin_tone=🚵🏽‍♀️ woman_office_worker=👩‍💼 woman_office_worker_dark_skin_tone=👩🏿‍💼
        woman_office_worker_light_skin_tone=👩🏻‍💼 woman_office_worker_medium-dark_skin_tone=👩🏾‍💼
        woman_office_worker_medium-light_skin_tone=👩🏼‍💼 woman_office_worker_medium_skin_tone=👩🏽‍💼 woman_pilot=👩‍✈️
        woman_pilot_dark_skin_tone=👩🏿‍✈️ woman_pilot_light_skin_tone=👩🏻‍✈️ woman_pilot_medium-dark_skin_tone=👩🏾‍✈️
        woman_pilot_medium-light_skin_tone=👩🏼‍✈️ woman_pilot_medium_skin_tone=👩🏽‍✈️ woman_playing_handball=🤾‍♀️
        woman_playing_handball_dark_skin_tone=🤾🏿‍♀️ woman_playing_handball_light_skin_tone=🤾🏻‍♀️
        woman_playing_handball_medium-dark_skin_tone=🤾🏾‍♀️ woman_playing_handball_medium-light_skin_tone=🤾🏼‍♀️
        woman_playing_handball_medium_skin_tone=🤾🏽‍♀️ woman_playing_water_polo=🤽‍♀️
        woman_playing_water_polo_dark_skin_tone=🤽🏿‍♀️ woman_playing_water_polo_light_skin_tone=🤽🏻‍♀️
        woman_playing_water_polo_medium-dark_skin_tone=🤽🏾‍♀️ woman_playing_water_polo_medium-light_skin_tone=🤽🏼‍♀️
        woman_playing_water_polo_medium_skin_tone=🤽🏽‍♀️ woman_police_officer=👮‍♀️
        woman_police_officer_dark_skin_tone=👮🏿‍♀️ woman_police_officer_light_skin_tone=👮🏻‍♀️
        woman_police_officer_medium-dark_skin_tone=👮🏾‍♀️ woman_police_officer_medium-light_skin_tone=👮🏼‍♀️
        woman_police_officer_medium_skin_tone=👮🏽‍♀️ woman_pouting=🙎‍♀️ woman_pouting_dark_skin_tone=🙎🏿‍♀️
        woman_pouting_light_skin_tone=🙎🏻‍♀️ woman_pouting_medium-dark_skin_tone=🙎🏾‍♀️
        woman_pouting_medium-light_skin_tone=🙎🏼‍♀️ woman_pouting_medium_skin_tone=🙎🏽‍♀️ woman_raising_hand=🙋‍♀️
        woman_raising_hand_dark_skin_tone=🙋🏿‍♀️ woman_raising_hand_light_skin_tone=🙋🏻‍♀️
        woman_raising_hand_medium-dark_skin_tone=🙋🏾‍♀️ woman_raising_hand_medium-light_skin_tone=🙋🏼‍♀️
        woman_raising_hand_medium_skin_tone=🙋🏽‍♀️ woman_red_hair=👩‍🦰 woman_rowing_boat=🚣‍♀️
        woman_rowing_boat_dark_skin_tone=🚣🏿‍♀️ woman_rowing_boat_light_skin_tone=🚣🏻‍♀️
        woman_rowing_boat_medium-dark_skin_tone=🚣🏾‍♀️ woman_rowing_boat_medium-light_skin_tone=🚣🏼‍♀️
        woman_rowing_boat_medium_skin_tone=🚣🏽‍♀️ woman_running=🏃‍♀️ woman_running_dark_skin_tone=🏃🏿‍♀️
        woman_running_facing_right=🏃‍♀️‍➡️ woman_running_facing_right_dark_skin_tone=🏃🏿‍♀️‍➡️
        woman_running_facing_right_light_skin_tone=🏃🏻‍♀️‍➡️
        woman_running_facing_right_medium-dark_skin_tone=🏃🏾‍♀️‍➡️
        woman_running_facing_right_medium-light_skin_tone=🏃🏼‍♀️‍➡️
        woman_running_facing_right_medium_skin_tone=🏃🏽‍♀️‍➡️ woman_running_light_skin_tone=🏃🏻‍♀️
        woman_running_medium-dark_skin_tone=🏃🏾‍♀️ woman_running_medium-light_skin_tone=🏃🏼‍♀️
        woman_running_medium_skin_tone=🏃🏽‍♀️ woman_scientist=👩‍🔬 woman_scientist_dark_skin_tone=👩🏿‍🔬
        woman_scientist_light_skin_tone=👩🏻‍🔬 woman_scientist_medium-dark_skin_tone=👩🏾‍🔬
        woman_scientist_medium-light_skin_tone=👩🏼‍🔬 woman_scientist_medium_skin_tone=👩🏽‍🔬 woman_shrugging=🤷‍♀️
        woman_shrugging_dark_skin_tone=🤷🏿‍♀️ woman_shrugging_light_skin_tone=🤷🏻‍♀️
        woman_shrugging_medium-dark_skin_tone=🤷🏾‍♀️ woman_shrugging_medium-light_skin_tone=🤷🏼‍♀️
        woman_shrugging_medium_skin_tone=🤷🏽‍♀️ woman_singer=👩‍🎤 woman_singer_dark_skin_tone=👩🏿‍🎤
        woman_singer_light_skin_tone=👩🏻‍🎤 woman_singer_medium-dark_skin_tone=👩🏾‍🎤
        woman_singer_medium-light_skin_tone=👩🏼‍🎤 woman_singer_medium_skin_tone=👩🏽‍🎤 woman_standing=🧍‍♀️
        woman_standing_dark_skin_tone=🧍🏿‍♀️ woman_standing_light_skin_tone=🧍🏻‍♀️
        woman_standing_medium-dark_skin_tone=🧍🏾‍♀️ woman_standing_medium-light_skin_tone=🧍🏼‍♀️
        woman_standing_medium_skin_tone=🧍🏽‍♀️ woman_student=👩‍🎓 woman_student_dark_skin_tone=👩🏿‍🎓
        woman_student_light_skin_tone=👩🏻‍🎓 woman_student_medium-dark_skin_tone=👩🏾‍🎓
        woman_student_medium-light_skin_tone=👩🏼‍🎓 woman_student_medium_skin_tone=👩🏽‍🎓 woman_superhero=🦸‍♀️
        woman_superhero_dark_skin_tone=🦸🏿‍♀️ woman_superhero_light_skin_tone=🦸🏻‍♀️
        woman_superhero_medium-dark_skin_tone=🦸🏾‍♀️ woman_superhero_medium-light_skin_tone=🦸🏼‍♀️
        woman_superhero_medium_skin_tone=🦸🏽‍♀️ woman_supervillain=🦹‍♀️ woman_supervillain_dark_skin_tone=🦹🏿‍♀️
        woman_supervillain_light_skin_tone=🦹🏻‍♀️ woman_supervillain_medium-dark_skin_tone=🦹🏾‍♀️
        woman_supervillain_medium-light_skin_tone=🦹🏼‍♀️ woman_supervillain_medium_skin_tone=🦹🏽‍♀️ woman_surfing=🏄‍♀️
        woman_surfing_dark_skin_tone=🏄🏿‍♀️ woman_surfing_light_skin_tone=🏄🏻‍♀️
        woman_surfing_medium-dark_skin_tone=🏄🏾‍♀️ woman_surfing_medium-light_skin_tone=🏄🏼‍♀️
        woman_surfing_medium_skin_tone=🏄🏽‍♀️ woman_swimming=🏊‍♀️ woman_swimming_dark_skin_tone=🏊🏿‍♀️
        woman_swimming_light_skin_tone=🏊🏻‍♀️ woman_swimming_medium-dark_skin_tone=🏊🏾‍♀️
        woman_swimming_medium-light_skin_tone=🏊🏼‍♀️ woman_swimming_medium_skin_tone=🏊🏽‍♀️ woman_teacher=👩‍🏫
        woman_teacher_dark_skin_tone=👩🏿‍🏫 woman_teacher_light_skin_tone=👩🏻‍🏫
        woman_teacher_medium-dark_skin_tone=👩🏾‍🏫 woman_teacher_medium-light_skin_tone=👩🏼‍🏫
        woman_teacher_medium_skin_tone=👩🏽‍🏫 woman_technologist=👩‍💻 woman_technologist_dark_skin_tone=👩🏿‍💻
        woman_technologist_light_skin_tone=👩🏻‍💻 woman_technologist_medium-dark_skin_tone=👩🏾‍💻
        woman_technologist_medium-light_skin_tone=👩🏼‍💻 woman_technologist_medium_skin_tone=👩🏽‍💻
        woman_tipping_hand=💁‍♀️ woman_tipping_hand_dark_skin_tone=💁🏿‍♀️ woman_tipping_hand_light_skin_tone=💁🏻‍♀️
        woman_tipping_hand_medium-dark_skin_tone=💁🏾‍♀️ woman_tipping_hand_medium-light_skin_tone=💁🏼‍♀️
        woman_tipping_hand_medium_skin_tone=💁🏽‍♀️ woman_vampire=🧛‍♀️ woman_vampire_dark_skin_tone=🧛🏿‍♀️
        woman_vampire_light_skin_tone=🧛🏻‍♀️ woman_vampire_medium-dark_skin_tone=🧛🏾‍♀️
        woman_vampire_medium-light_skin_tone=🧛🏼‍♀️ woman_vampire_medium_skin_tone=🧛🏽‍♀️ woman_walking=🚶‍♀️
        woman_walking_dark_skin_tone=🚶🏿‍♀️ woman_walking_facing_right=🚶‍♀️‍➡️
        woman_walking_facing_right_dark_skin_tone=🚶🏿‍♀️‍➡️ woman_walking_facing_right_light_skin_tone=🚶🏻‍♀️‍➡️
        woman_walking_facing_right_medium-dark_skin_tone=🚶🏾‍♀️‍➡️
        woman_walking_facing_right_medium-light_skin_tone=🚶🏼‍♀️‍➡️
        woman_walking_facing_right_medium_skin_tone=🚶🏽‍♀️‍➡️ woman_walking_light_skin_tone=🚶🏻‍♀️
        woman_walking_medium-dark_skin_tone=🚶🏾‍♀️ woman_walking_medium-light_skin_tone=🚶🏼‍♀️
        woman_walking_medium_skin_tone=🚶🏽‍♀️ woman_wearing_turban=👳‍♀️ woman_wearing_turban_dark_skin_tone=👳🏿‍♀️
        woman_wearing_turban_light_skin_tone=👳🏻‍♀️ woman_wearing_turban_medium-dark_skin_tone=👳🏾‍♀️
        woman_wearing_turban_medium-light_skin_tone=👳🏼‍♀️ woman_wearing_turban_medium_skin_tone=👳🏽‍♀️
        woman_white_hair=👩‍🦳 woman_with_headscarf=🧕 woman_with_headscarf_dark_skin_tone=🧕🏿
        woman_with_headscarf_light_skin_tone=🧕🏻 woman_with_headscarf_medium-dark_skin_tone=🧕🏾
        woman_with_headscarf_medium-light_skin_tone=🧕🏼 woman_with_headscarf_medium_skin_tone=🧕🏽
        woman_with_probing_cane=👩‍🦯 woman_with_turban=👳‍♀ woman_with_veil=👰‍♀️ woman_with_veil_dark_skin_tone=👰🏿‍♀️
        woman_with_veil_light_skin_tone=👰🏻‍♀️ woman_with_veil_medium-dark_skin_tone=👰🏾‍♀️
        woman_with_veil_medium-light_skin_tone=👰🏼‍♀️ woman_with_veil_medium_skin_tone=👰🏽‍♀️
        woman_with_white_cane=👩‍🦯 woman_with_white_cane_dark_skin_tone=👩🏿‍🦯
        woman_with_white_cane_facing_right=👩‍🦯‍➡️ woman_with_white_cane_facing_right_dark_skin_tone=👩🏿‍🦯‍➡️
        woman_with_white_cane_facing_right_light_skin_tone=👩🏻‍🦯‍➡️
        woman_with_white_cane_facing_right_medium-dark_skin_tone=👩🏾‍🦯‍➡️
        woman_with_white_cane_facing_right_medium-light_skin_tone=👩🏼‍🦯‍➡️
        woman_with_white_cane_facing_right_medium_skin_tone=👩🏽‍🦯‍➡️ woman_with_white_cane_light_skin_tone=👩🏻‍🦯
        woman_with_white_cane_medium-dark_skin_tone=👩🏾‍🦯 woman_with_white_cane_medium-light_skin_tone=👩🏼‍🦯
        woman_with_white_cane_medium_skin_tone=👩🏽‍🦯 woman_zombie=🧟‍♀️ womans_boot=👢 womans_clothes=👚 womans_hat=👒
        womans_sandal=👡 women_holding_hands=👭 women_holding_hands_dark_skin_tone=👭🏿
        women_holding_hands_dark_skin_tone_light_skin_tone=👩🏿‍🤝‍👩🏻
        women_holding_hands_dark_skin_tone_medium-dark_skin_tone=👩🏿‍🤝‍👩🏾
        women_holding_hands_dark_skin_tone_medium-light_skin_tone=👩🏿‍🤝‍👩🏼
        women_holding_hands_dark_skin_tone_medium_skin_tone=👩🏿‍🤝‍👩🏽 women_holding_hands_light_skin_tone=👭🏻
        women_holding_hands_light_skin_tone_dark_skin_tone=👩🏻‍🤝‍👩🏿
        women_holding_hands_light_skin_tone_medium-dark_skin_tone=👩🏻‍🤝‍👩🏾
        women_holding_hands_light_skin_tone_medium-light_skin_tone=👩🏻‍🤝‍👩🏼
        women_holding_hands_light_skin_tone_medium_skin_tone=👩🏻‍🤝‍👩🏽 women_holding_hands_medium-dark_skin_tone=👭🏾
        women_holding_hands_medium-dark_skin_tone_dark_skin_tone=👩🏾‍🤝‍👩🏿
        women_holding_hands_medium-dark_skin_tone_light_skin_tone=👩🏾‍🤝‍👩🏻
        women_holding_hands_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍🤝‍👩🏼
        women_holding_hands_medium-dark_skin_tone_medium_skin_tone=👩🏾‍🤝‍👩🏽
        women_holding_hands_medium-light_skin_tone=👭🏼
        women_holding_hands_medium-light_skin_tone_dark_skin_tone=👩🏼‍🤝‍👩🏿
        women_holding_hands_medium-light_skin_tone_light_skin_tone=👩🏼‍🤝‍👩🏻
        women_holding_hands_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍🤝‍👩🏾
        women_holding_hands_medium-light_skin_tone_medium_skin_tone=👩🏼‍🤝‍👩🏽 women_holding_hands_medium_skin_tone=👭🏽
        women_holding_hands_medium_skin_tone_dark_skin_tone=👩🏽‍🤝‍👩🏿
        women_holding_hands_medium_skin_tone_light_skin_tone=👩🏽‍🤝‍👩🏻
        women_holding_hands_medium_skin_tone_medium-dark_skin_tone=👩🏽‍🤝‍👩🏾
        women_holding_hands_medium_skin_tone_medium-light_skin_tone=👩🏽‍🤝‍👩🏼 women_with_bunny_ears=👯‍♀️
        women_with_bunny_ears_dark_skin_tone=👯🏿‍♀️ women_with_bunny_ears_dark_skin_tone_light_skin_tone=👩🏿‍🐰‍👩🏻
        women_with_bunny_ears_dark_skin_tone_medium-dark_skin_tone=👩🏿‍🐰‍👩🏾
        women_with_bunny_ears_dark_skin_tone_medium-light_skin_tone=👩🏿‍🐰‍👩🏼
        women_with_bunny_ears_dark_skin_tone_medium_skin_tone=👩🏿‍🐰‍👩🏽 women_with_bunny_ears_light_skin_tone=👯🏻‍♀️
        women_with_bunny_ears_light_skin_tone_dark_skin_tone=👩🏻‍🐰‍👩🏿
        women_with_bunny_ears_light_skin_tone_medium-dark_skin_tone=👩🏻‍🐰‍👩🏾
        women_with_bunny_ears_light_skin_tone_medium-light_skin_tone=👩🏻‍🐰‍👩🏼
        women_with_bunny_ears_light_skin_tone_medium_skin_tone=👩🏻‍🐰‍👩🏽
        women_with_bunny_ears_medium-dark_skin_tone=👯🏾‍♀️
        women_with_bunny_ears_medium-dark_skin_tone_dark_skin_tone=👩🏾‍🐰‍👩🏿
        women_with_bunny_ears_medium-dark_skin_tone_light_skin_tone=👩🏾‍🐰‍👩🏻
        women_with_bunny_ears_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍🐰‍👩🏼
        women_with_bunny_ears_medium-dark_skin_tone_medium_skin_tone=👩🏾‍🐰‍👩🏽
        women_with_bunny_ears_medium-light_skin_tone=👯🏼‍♀️
        women_with_bunny_ears_medium-light_skin_tone_dark_skin_tone=👩🏼‍🐰‍👩🏿
        women_with_bunny_ears_medium-light_skin_tone_light_skin_tone=👩🏼‍🐰‍👩🏻
        women_with_bunny_ears_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍🐰‍👩🏾
        women_with_bunny_ears_medium-light_skin_tone_medium_skin_tone=👩🏼‍🐰‍👩🏽
        women_with_bunny_ears_medium_skin_tone=👯🏽‍♀️ women_with_bunny_ears_medium_skin_tone_dark_skin_tone=👩🏽‍🐰‍👩🏿
        women_with_bunny_ears_medium_skin_tone_light_skin_tone=👩🏽‍🐰‍👩🏻
        women_with_bunny_ears_medium_skin_tone_medium-dark_skin_tone=👩🏽‍🐰‍👩🏾
        women_with_bunny_ears_medium_skin_tone_medium-light_skin_tone=👩🏽‍🐰‍👩🏼 women_wrestling=🤼‍♀️
        women_wrestling_dark_skin_tone=🤼🏿‍♀️ women_wrestling_dark_skin_tone_light_skin_tone=👩🏿‍🫯‍👩🏻
        women_wrestling_dark_skin_tone_medium-dark_skin_tone=👩🏿‍🫯‍👩🏾
        women_wrestling_dark_skin_tone_medium-light_skin_tone=👩🏿‍🫯‍👩🏼
        women_wrestling_dark_skin_tone_medium_skin_tone=👩🏿‍🫯‍👩🏽 women_wrestling_light_skin_tone=🤼🏻‍♀️
        women_wrestling_light_skin_tone_dark_skin_tone=👩🏻‍🫯‍👩🏿
        women_wrestling_light_skin_tone_medium-dark_skin_tone=👩🏻‍🫯‍👩🏾
        women_wrestling_light_skin_tone_medium-light_skin_tone=👩🏻‍🫯‍👩🏼
        women_wrestling_light_skin_tone_medium_skin_tone=👩🏻‍🫯‍👩🏽 women_wrestling_medium-dark_skin_tone=🤼🏾‍♀️
        women_wrestling_medium-dark_skin_tone_dark_skin_tone=👩🏾‍🫯‍👩🏿
        women_wrestling_medium-dark_skin_tone_light_skin_tone=👩🏾‍🫯‍👩🏻
        women_wrestling_medium-dark_skin_tone_medium-light_skin_tone=👩🏾‍🫯‍👩🏼
        women_wrestling_medium-dark_skin_tone_medium_skin_tone=👩🏾‍🫯‍👩🏽 women_wrestling_medium-light_skin_tone=🤼🏼‍♀️
        women_wrestling_medium-light_skin_tone_dark_skin_tone=👩🏼‍🫯‍👩🏿
        women_wrestling_medium-light_skin_tone_light_skin_tone=👩🏼‍🫯‍👩🏻
        women_wrestling_medium-light_skin_tone_medium-dark_skin_tone=👩🏼‍🫯‍👩🏾
        women_wrestling_medium-light_skin_tone_medium_skin_tone=👩🏼‍🫯‍👩🏽 women_wrestling_medium_skin_tone=🤼🏽‍♀️
        women_wrestling_medium_skin_tone_dark_skin_tone=👩🏽‍🫯‍👩🏿
        women_wrestling_medium_skin_tone_light_skin_tone=👩🏽‍🫯‍👩🏻
        women_wrestling_medium_skin_tone_medium-dark_skin_tone=👩🏽‍🫯‍👩🏾
        women_wrestling_medium_skin_tone_medium-light_skin_tone=👩🏽‍🫯‍👩🏼 womens=🚺 womens_room=🚺 wood=🪵 woozy_face=🥴
        world_map=🗺️ worm=🪱 worried=😟 worried_face=😟 wrapped_gift=🎁 wrench=🔧 wrestling=🤼 writing_hand=✍️
        writing_hand_dark_skin_tone=✍🏿 writing_hand_light_skin_tone=✍🏻 writing_hand_medium-dark_skin_tone=✍🏾
        writing_hand_medium-light_skin_tone=✍🏼 writing_hand_medium_skin_tone=✍🏽 x=❌ x-ray=🩻 x_ray=🩻 yarn=🧶
        yawning_face=🥱 yellow_circle=🟡 yellow_heart=💛 yellow_square=🟨 yemen=🇾🇪 yen=💴 yen_banknote=💴 yin_yang=☯️
        yo-yo=🪀 yo_yo=🪀 yum=😋 zambia=🇿🇲 zany_face=🤪 zap=⚡ zebra=🦓 zero=0⃣ zimbabwe=🇿🇼 zipper-mouth_face=🤐
        zipper_mouth_face=🤐 zombie=🧟 zombie_man=🧟‍♂ zombie_woman=🧟‍♀ zzz=💤
        """
}
